import type { LocaleTexts } from '../../lib/i18n';

/** English texts of the notifications screen (the `notifications` namespace). */
export const notificationsEn = {
  title: 'Notifications',
  subtitle: 'Updates about your sessions, Writing reviews and purchases.',
  listLabel: 'Your notifications',
  unread: 'Unread',
  loading: 'Loading your notifications…',
  loadingMore: 'Loading more notifications…',
  loadError: 'We could not load your notifications.',
  loadMore: 'Show more',
  end: 'That is all your notifications.',
  emptyTitle: 'No notifications yet',
  emptyText: 'When a session ends, an expert sends you a suggestion or a Writing review is ready, you will hear about it here.',
  icons: {
    session_ended: 'Session ended',
    match_failed: 'Match failed',
    suggestion: 'Expert suggestion',
    purchase: 'Purchase',
    payment_failed: 'Payment problem',
    writing: 'Writing review',
    parents_offer: "Parent's offer",
    other: 'Notification',
  },
};

/** Spanish texts of the notifications screen. */
export const notificationsEs: LocaleTexts<typeof notificationsEn> = {
  title: 'Notificaciones',
  subtitle: 'Novedades sobre tus sesiones, revisiones de Writing y compras.',
  listLabel: 'Tus notificaciones',
  unread: 'No leída',
  loading: 'Cargando tus notificaciones…',
  loadingMore: 'Cargando más notificaciones…',
  loadError: 'No pudimos cargar tus notificaciones.',
  loadMore: 'Mostrar más',
  end: 'Esas son todas tus notificaciones.',
  emptyTitle: 'Aún no tienes notificaciones',
  emptyText: 'Cuando termine una sesión, un experto te envíe una sugerencia o una revisión de Writing esté lista, te avisaremos aquí.',
  icons: {
    session_ended: 'Sesión terminada',
    match_failed: 'Sin experto disponible',
    suggestion: 'Sugerencia del experto',
    purchase: 'Compra',
    payment_failed: 'Problema con el pago',
    writing: 'Revisión de Writing',
    parents_offer: 'Oferta para padres',
    other: 'Notificación',
  },
};
