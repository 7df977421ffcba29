/** English texts of the ask screens (the `ask` namespace). */
export const askEn = {
  title: 'Ask an Expert',
};

/** Spanish texts of the ask screens: every key of the English ones. */
export const askEs: typeof askEn = {
  title: 'Pregunta a un experto',
};
