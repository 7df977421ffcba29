/** English texts of the session list (the `sessions` namespace). */
export const sessionsEn = {
  title: 'My Sessions',
};

/** Spanish texts of the session list: every key of the English ones. */
export const sessionsEs: typeof sessionsEn = {
  title: 'Mis sesiones',
};
