/** English texts of the session view, live chat and its dialogs (the `session` namespace). */
export const sessionEn = {
  title: 'Expert Chat',
};

/** Spanish texts of the session view, live chat and its dialogs: every key of the English ones. */
export const sessionEs: typeof sessionEn = {
  title: 'Chat con el experto',
};
