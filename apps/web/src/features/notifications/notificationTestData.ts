/** A notification in its wire shape (snake_case), as `GET /api/notifications` answers it. */
export function wireNotification(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    qid: 100 + id,
    message: `Your session ${100 + id} has ended.`,
    read: 1,
    icon: 'session_ended',
    created: Math.floor(Date.now() / 1000) - 300,
    action: null,
    params: null,
    ...overrides,
  };
}
