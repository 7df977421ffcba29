/** English texts of the guide page (the `guide` namespace). */
export const guideEn = {
  title: 'What is the product?',
};

/** Spanish texts of the guide page: every key of the English ones. */
export const guideEs: typeof guideEn = {
  title: '¿Qué es el producto?',
};
