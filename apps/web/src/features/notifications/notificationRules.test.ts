import { describe, expect, it } from 'vitest';
import type { StudentNotification } from '../../lib/api';
import { mergeNotifications, notificationIconKind, notificationTarget, unreadIds } from './notificationRules';

function notification(id: number, overrides: Partial<StudentNotification> = {}): StudentNotification {
  return {
    id,
    qid: null,
    message: `Notification ${id}`,
    read: 0,
    icon: null,
    created: 1_800_000_000 + id,
    action: null,
    params: null,
    ...overrides,
  };
}

describe('notification rules', () => {
  it('opens the session, at the expert message for chat_extended, the Store for purchases, else nothing', () => {
    expect(notificationTarget(notification(1, { qid: 42, icon: 'session_ended' }))).toBe('/my-sessions/42');
    expect(notificationTarget(notification(2, { qid: 42, action: 'chat_extended', params: { mid: 7, optionId: 3 } }))).toBe(
      '/my-sessions/42?mid=7',
    );
    expect(notificationTarget(notification(3, { qid: 42, action: 'chat_extended', params: null }))).toBe('/my-sessions/42');
    expect(notificationTarget(notification(4, { icon: 'purchase' }))).toBe('/storefront');
    expect(notificationTarget(notification(5, { icon: 'payment_failed' }))).toBe('/storefront');
    expect(notificationTarget(notification(6, { icon: 'parents_offer' }))).toBeNull();
    expect(notificationTarget(notification(7))).toBeNull();
  });

  it('knows the server icons and falls back to the bell', () => {
    expect(notificationIconKind('writing')).toBe('writing');
    expect(notificationIconKind('match_failed')).toBe('match_failed');
    expect(notificationIconKind('confetti')).toBe('other');
    expect(notificationIconKind(null)).toBe('other');
  });

  it('merges pages and arrivals newest first, once each, taking the newer copy', () => {
    const firstPage = [notification(5), notification(4), notification(3)];
    // A new notification shifted the server's pages: page 2 repeats id 3.
    const secondPage = [notification(3, { read: 1 }), notification(2), notification(1)];
    const merged = mergeNotifications(firstPage, secondPage);
    expect(merged.map((item) => item.id)).toEqual([5, 4, 3, 2, 1]);
    expect(merged[2]?.read).toBe(1);
    expect(mergeNotifications(merged, [notification(6)]).map((item) => item.id)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('lists the unread ids', () => {
    expect(unreadIds([notification(1), notification(2, { read: 1 }), notification(3)])).toEqual([1, 3]);
  });
});
