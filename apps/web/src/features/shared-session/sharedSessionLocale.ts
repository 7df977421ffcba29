import { ERRORS, ERROR_TEXTS } from '@photostudy/contracts';
import type { LocaleTexts } from '../../lib/i18n';

/**
 * English texts of the shared session page (the `sharedSession` namespace); the spec's texts word for word. The page
 * speaks the interface language; `bot` is read in the session's language (`i18n.getFixedT(question.lang)`).
 */
export const sharedSessionEn = {
  loading: 'Loading the solution…',
  eyebrow: 'Shared solution',
  topic: '{{subject}} with {{expert}}',
  problemPhoto: 'Photo of the problem',
  timeLeft: 'Time left to view the solution',
  ownerNote: 'This is your session. Friends you share it with can view it for 24 hours.',
  solutionHeading: 'Step-by-step solution',
  chatHeading: 'Chat with the expert',
  chatLabel: 'Chat messages',
  chatEmpty: 'This session has no chat messages.',
  student: 'Student',
  expert: 'Expert',
  attachment: 'Attachment',
  askOwn: 'Ask your own question',
  shareFailed: 'The link could not be shared. Please try again.',
  shareMessage: 'Here is a homework solution from PhotoStudy, explained step by step:',
  paywall: {
    title: 'See the whole solution for free',
    text: 'Sign up or log in to see every step, the final answer and the whole chat with the expert.',
    choices: 'Sign up or log in',
    signUp: 'Sign up',
    logIn: 'Log in',
  },
  expired: {
    title: 'Oops! Your timer is up!',
    text: 'Your 24 hours to view this solution are over. Share it with a friend, or ask an expert your own question.',
    share: 'Share with a friend',
  },
  notAvailable: {
    title: 'This solution is not available',
    text: ERRORS.SHARED_SESSION_NOT_AVAILABLE.message,
  },
  error: {
    title: 'Oops!',
    text: ERROR_TEXTS.GENERAL,
  },
  bot: {
    name: 'PhotoStudy Bot',
    label: 'Solution chat',
    intro: "Hi! I'm the PhotoStudy tutor bot. Let's solve this together, one step at a time.",
    problem: 'Here is the problem as I read it:',
    step: 'Step {{current}} of {{total}}',
    stepPreview: 'Step {{current}}',
    next: 'Next step',
    showAll: 'Show all',
    answer: 'Final answer',
    checked: 'Checked by substitution',
    declined: "I can't solve this one step by step. The expert's chat below is the solution.",
    previewMore: 'Sign up or log in to see the remaining steps and the final answer.',
    wolfram: 'Wolfram|Alpha: {{answer}}',
  },
};

/** Spanish texts of the shared session page: every key of the English ones. */
export const sharedSessionEs: LocaleTexts<typeof sharedSessionEn> = {
  loading: 'Cargando la solución…',
  eyebrow: 'Solución compartida',
  topic: '{{subject}} con {{expert}}',
  problemPhoto: 'Foto del problema',
  timeLeft: 'Tiempo restante para ver la solución',
  ownerNote: 'Esta es tu sesión. Los amigos con quienes la compartas podrán verla durante 24 horas.',
  solutionHeading: 'Solución paso a paso',
  chatHeading: 'Chat con el experto',
  chatLabel: 'Mensajes del chat',
  chatEmpty: 'Esta sesión no tiene mensajes de chat.',
  student: 'Estudiante',
  expert: 'Experto',
  attachment: 'Archivo adjunto',
  askOwn: 'Haz tu propia pregunta',
  shareFailed: 'No se pudo compartir el enlace. Inténtalo de nuevo.',
  shareMessage: 'Mira esta solución de PhotoStudy, explicada paso a paso:',
  paywall: {
    title: 'Mira la solución completa gratis',
    text: 'Regístrate o inicia sesión para ver todos los pasos, la respuesta final y todo el chat con el experto.',
    choices: 'Regístrate o inicia sesión',
    signUp: 'Registrarse',
    logIn: 'Iniciar sesión',
  },
  expired: {
    title: '¡Vaya! ¡Se acabó tu tiempo!',
    text: 'Tus 24 horas para ver esta solución terminaron. Compártela con un amigo o pregúntale a un experto tu propia duda.',
    share: 'Compartir con un amigo',
  },
  notAvailable: {
    title: 'Esta solución no está disponible',
    text: 'Las sesiones compartidas no están disponibles en esta cuenta.',
  },
  error: {
    title: '¡Vaya!',
    text: 'Algo salió mal.',
  },
  bot: {
    name: 'Bot de PhotoStudy',
    label: 'Chat de la solución',
    intro: '¡Hola! Soy el bot tutor de PhotoStudy. Resolvamos esto juntos, paso a paso.',
    problem: 'Este es el problema tal como lo entiendo:',
    step: 'Paso {{current}} de {{total}}',
    stepPreview: 'Paso {{current}}',
    next: 'Siguiente paso',
    showAll: 'Mostrar todo',
    answer: 'Respuesta final',
    checked: 'Comprobado por sustitución',
    declined: 'No puedo resolver este paso a paso. El chat del experto, más abajo, es la solución.',
    previewMore: 'Regístrate o inicia sesión para ver los pasos que faltan y la respuesta final.',
    wolfram: 'Wolfram|Alpha: {{answer}}',
  },
};
