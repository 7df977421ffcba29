/** English texts of the guide page (the `guide` namespace). */
export const guideEn = {
  title: 'What is PhotoStudy?',
  eyebrow: 'How PhotoStudy works',
  lead: 'PhotoStudy is live homework help. Post a Math, Science or Business problem and chat with a real expert who walks you through it, step by step, until it clicks.',
  ask: 'Ask an Expert',
  seeSamples: 'See sample sessions',
  stepsTitle: 'Three steps to an answer you understand',
  steps: {
    post: { title: 'Post your problem', text: 'Type it or snap a photo, pick the subject and how you want the expert to help.' },
    match: { title: 'Meet your expert', text: 'We match you with an expert in your subject. Your chat will not end before 10 minutes.' },
    chat: {
      title: 'Chat live, step by step',
      text: 'Ask anything until it makes sense, then rate your expert. Your sessions stay in My Sessions.',
    },
  },
  samplesTitle: 'Sample sessions',
  samplesText: 'See what a real session looks like before you ask your own question.',
  samplesLabel: 'Sample sessions',
  samplesLoading: 'Loading the sample sessions...',
  samplesError: 'We could not load the sample sessions.',
  samplesEmpty: 'Sample sessions are not available right now.',
  retry: 'Try again',
  withExpert: 'with {{name}}',
  viewSample: 'View session',
  ctaTitle: 'Stuck on a problem right now?',
  ctaText: 'Experts are online 24/7 for Math, Science and Business.',
};

/** Spanish texts of the guide page: every key of the English ones. */
export const guideEs: typeof guideEn = {
  title: '¿Qué es PhotoStudy?',
  eyebrow: 'Cómo funciona PhotoStudy',
  lead: 'PhotoStudy es ayuda con la tarea en vivo. Publica un problema de Matemáticas, Ciencias o Negocios y chatea con un experto real que te guía paso a paso hasta que lo entiendas.',
  ask: 'Preguntar a un experto',
  seeSamples: 'Ver sesiones de ejemplo',
  stepsTitle: 'Tres pasos para una respuesta que entiendes',
  steps: {
    post: { title: 'Publica tu problema', text: 'Escríbelo o toma una foto, elige la materia y cómo quieres que te ayude el experto.' },
    match: { title: 'Conoce a tu experto', text: 'Te conectamos con un experto en tu materia. Tu chat no terminará antes de 10 minutos.' },
    chat: {
      title: 'Chatea en vivo, paso a paso',
      text: 'Pregunta todo lo que necesites hasta entenderlo y luego califica a tu experto. Tus sesiones quedan en Mis sesiones.',
    },
  },
  samplesTitle: 'Sesiones de ejemplo',
  samplesText: 'Mira cómo es una sesión real antes de hacer tu propia pregunta.',
  samplesLabel: 'Sesiones de ejemplo',
  samplesLoading: 'Cargando las sesiones de ejemplo...',
  samplesError: 'No pudimos cargar las sesiones de ejemplo.',
  samplesEmpty: 'Las sesiones de ejemplo no están disponibles por ahora.',
  retry: 'Intentar de nuevo',
  withExpert: 'con {{name}}',
  viewSample: 'Ver sesión',
  ctaTitle: '¿Atascado con un problema ahora mismo?',
  ctaText: 'Hay expertos en línea 24/7 para Matemáticas, Ciencias y Negocios.',
};
