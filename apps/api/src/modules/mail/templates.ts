import { PASSWORD_RECOVERY_LINK_TTL_S, VERIFICATION_CODE_TTL_S } from '@photostudy/contracts';

/** Languages the emails are written in; anything else falls back to English. */
export type MailLanguage = 'en' | 'es';

/** A rendered email, ready for a Mailer. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The three privacy toggles of the privacy-change email (spec 000 section 7). */
export interface PrivacyToggles {
  storeAuditInfo: boolean;
  shareWithPartners: boolean;
  sendMessages: boolean;
}

const PRODUCT = 'PhotoStudy';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Picks the mail language of an account language or an Accept-Language header. */
export function mailLanguage(value: string | null | undefined): MailLanguage {
  return value?.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
}

function layout(title: string, paragraphs: string[], footer: string): { text: string; html: string } {
  const text = [...paragraphs, footer].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">',
    `<h1 style="font-size:20px;color:#4338ca">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5">${p.startsWith('<') ? p : escapeHtml(p)}</p>`),
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('');
  return { text, html };
}

/** Email with a login verification code; the code also heads the subject so it shows in notifications. */
export function verificationCodeMail(lang: MailLanguage, code: string): RenderedMail {
  const minutes = Math.round(VERIFICATION_CODE_TTL_S / 60);
  if (lang === 'es') {
    const body = layout(
      `Tu código de ${PRODUCT}`,
      [
        `Tu código de verificación es: ${code}`,
        `El código caduca en ${minutes} minutos y solo se puede usar una vez.`,
        'Si no lo pediste, ignora este correo.',
      ],
      `${PRODUCT} · ayuda con las tareas en vivo`,
    );
    return { subject: `${code} es tu código de ${PRODUCT}`, ...body };
  }
  const body = layout(
    `Your ${PRODUCT} code`,
    [
      `Your verification code is: ${code}`,
      `The code expires in ${minutes} minutes and can be used once.`,
      'If you did not ask for it, ignore this email.',
    ],
    `${PRODUCT} · live homework help`,
  );
  return { subject: `${code} is your ${PRODUCT} code`, ...body };
}

/** Email with a single-use password-recovery link. */
export function passwordRecoveryMail(lang: MailLanguage, link: string): RenderedMail {
  const hours = Math.round(PASSWORD_RECOVERY_LINK_TTL_S / 3600);
  const anchor = (label: string) => `<a href="${escapeHtml(link)}" style="color:#4338ca">${escapeHtml(label)}</a>`;
  if (lang === 'es') {
    const text = layout(
      'Restablece tu contraseña',
      [
        'Recibimos una solicitud para restablecer tu contraseña.',
        `Abre este enlace para elegir una nueva: ${link}`,
        `El enlace es válido durante ${hours} horas y solo se puede usar una vez. Si no lo pediste, ignora este correo.`,
      ],
      PRODUCT,
    );
    const html = layout(
      'Restablece tu contraseña',
      [
        'Recibimos una solicitud para restablecer tu contraseña.',
        anchor('Elegir una nueva contraseña'),
        `El enlace es válido durante ${hours} horas y solo se puede usar una vez. Si no lo pediste, ignora este correo.`,
      ],
      PRODUCT,
    );
    return { subject: `Restablece tu contraseña de ${PRODUCT}`, text: text.text, html: html.html };
  }
  const text = layout(
    'Reset your password',
    [
      'We received a request to reset your password.',
      `Open this link to choose a new one: ${link}`,
      `The link is valid for ${hours} hours and can be used once. If you did not ask for it, ignore this email.`,
    ],
    PRODUCT,
  );
  const html = layout(
    'Reset your password',
    [
      'We received a request to reset your password.',
      anchor('Choose a new password'),
      `The link is valid for ${hours} hours and can be used once. If you did not ask for it, ignore this email.`,
    ],
    PRODUCT,
  );
  return { subject: `Reset your ${PRODUCT} password`, text: text.text, html: html.html };
}

/** Email confirming a change of the three privacy settings. */
export function privacyChangeMail(lang: MailLanguage, toggles: PrivacyToggles): RenderedMail {
  if (lang === 'es') {
    const on = (v: boolean) => (v ? 'activado' : 'desactivado');
    const body = layout(
      'Tu configuración de privacidad cambió',
      [
        'Se actualizó la configuración de privacidad de tu cuenta:',
        `Guardar información de la tienda y de auditoría: ${on(toggles.storeAuditInfo)}`,
        `Compartir con socios: ${on(toggles.shareWithPartners)}`,
        `Enviar mensajes: ${on(toggles.sendMessages)}`,
        'Si no hiciste este cambio, contacta con Soporte.',
      ],
      PRODUCT,
    );
    return { subject: `Tu configuración de privacidad de ${PRODUCT} cambió`, ...body };
  }
  const on = (v: boolean) => (v ? 'on' : 'off');
  const body = layout(
    'Your privacy settings changed',
    [
      'The privacy settings of your account were updated:',
      `Store purchase and audit information: ${on(toggles.storeAuditInfo)}`,
      `Share with partners: ${on(toggles.shareWithPartners)}`,
      `Send messages: ${on(toggles.sendMessages)}`,
      'If you did not make this change, contact Support.',
    ],
    PRODUCT,
  );
  return { subject: `Your ${PRODUCT} privacy settings changed`, ...body };
}

/** What the delivery email of a Writing review says: the problem, the writer's summary and the two links. */
export interface WritingReviewMailInput {
  description: string;
  comment: string;
  /** Absolute signed link to the reviewed file. */
  fileUrl: string;
  /** Absolute `/rating?token=` link. */
  ratingUrl: string;
  fileLinkDays: number;
  ratingLinkDays: number;
}

const WRITING_REVIEW_TEXTS = {
  en: {
    subject: `Your ${PRODUCT} Writing review is ready`,
    title: 'Your Writing review is ready',
    intro: (description: string) => `A writer has reviewed your Writing problem "${description}".`,
    comment: (comment: string) => `Writer's comments: ${comment}`,
    download: 'Download the reviewed file',
    downloadText: (url: string) => `Download the reviewed file: ${url}`,
    rate: 'Rate Your Session',
    rateText: (url: string) => `Rate your session: ${url}`,
    validity: (fileDays: number, ratingDays: number) =>
      `The download link works for ${fileDays} days and the rating link for ${ratingDays} days. The review also stays in My Sessions.`,
  },
  es: {
    subject: `Tu revisión de Writing de ${PRODUCT} está lista`,
    title: 'Tu revisión de Writing está lista',
    intro: (description: string) => `Un redactor revisó tu problema de Writing "${description}".`,
    comment: (comment: string) => `Comentarios del redactor: ${comment}`,
    download: 'Descargar el archivo revisado',
    downloadText: (url: string) => `Descarga el archivo revisado: ${url}`,
    rate: 'Califica tu sesión',
    rateText: (url: string) => `Califica tu sesión: ${url}`,
    validity: (fileDays: number, ratingDays: number) =>
      `El enlace de descarga funciona durante ${fileDays} días y el de calificación durante ${ratingDays} días. La revisión también queda en Mis sesiones.`,
  },
} as const;

/** Email of a delivered Writing review: the writer's summary, a link to the reviewed file and the rating link. */
export function writingReviewMail(lang: MailLanguage, input: WritingReviewMailInput): RenderedMail {
  const t = WRITING_REVIEW_TEXTS[lang];
  const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#4338ca">${escapeHtml(label)}</a>`;
  const intro = t.intro(input.description);
  const comment = t.comment(input.comment);
  const validity = t.validity(input.fileLinkDays, input.ratingLinkDays);
  const text = layout(t.title, [intro, comment, t.downloadText(input.fileUrl), t.rateText(input.ratingUrl), validity], PRODUCT);
  const html = layout(t.title, [intro, comment, anchor(input.fileUrl, t.download), anchor(input.ratingUrl, t.rate), validity], PRODUCT);
  return { subject: t.subject, text: text.text, html: html.html };
}

const WRITING_REFUND_TEXTS = {
  en: {
    subject: `Your ${PRODUCT} Writing credit was returned`,
    title: 'We could not review your Writing problem in time',
    body: (description: string) =>
      `No writer delivered the review of your Writing problem "${description}" in time, so we returned its Writing credit to your balance.`,
    next: 'You can submit it again whenever you like. We are sorry for the wait.',
  },
  es: {
    subject: `Te devolvimos tu crédito de Writing de ${PRODUCT}`,
    title: 'No pudimos revisar tu problema de Writing a tiempo',
    body: (description: string) =>
      `Ningún redactor entregó a tiempo la revisión de tu problema de Writing "${description}", así que devolvimos su crédito de Writing a tu saldo.`,
    next: 'Puedes enviarlo de nuevo cuando quieras. Sentimos la espera.',
  },
} as const;

/** Email telling a student that nobody reviewed the Writing problem in time and its credit came back. */
export function writingRefundMail(lang: MailLanguage, description: string): RenderedMail {
  const t = WRITING_REFUND_TEXTS[lang];
  return { subject: t.subject, ...layout(t.title, [t.body(description), t.next], PRODUCT) };
}
