import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An AudioContext as a browser makes it before any gesture: suspended until resumed from one. */
class FakeAudioContext extends EventTarget {
  static made: FakeAudioContext[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  oscillators = 0;
  resume = vi.fn(() => {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
    return Promise.resolve();
  });
  createBuffer = vi.fn(() => ({}));
  createBufferSource = vi.fn(() => ({ buffer: null, connect: vi.fn(), start: vi.fn() }));
  createGain = vi.fn(() => ({ connect: vi.fn(), gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() } }));
  createOscillator = vi.fn(() => {
    this.oscillators += 1;
    return { type: '', frequency: { value: 0 }, connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
  });
  constructor() {
    super();
    FakeAudioContext.made.push(this);
  }
}

/** The Notification API with a permission the test sets; records what was shown. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; body?: string }[] = [];
  const FakeNotification = Object.assign(
    function (this: unknown, title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    },
    {
      permission,
      requestPermission: vi.fn(() => {
        FakeNotification.permission = answer;
        return Promise.resolve(answer);
      }),
    },
  );
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

function setActivation(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });
}

/** The alerts module as a freshly loaded page has it (no AudioContext yet). */
async function freshPage() {
  vi.resetModules();
  return import('./alerts');
}

describe('new-question alerts after a reload', () => {
  beforeEach(() => {
    FakeAudioContext.made = [];
    vi.stubGlobal('AudioContext', FakeAudioContext);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    setActivation(false);
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'userActivation');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('shows a browser notification for a new question while the sound is blocked, even with the tab in front', async () => {
    const { shown } = stubNotifications('granted');
    const alerts = await freshPage();
    expect(alerts.playOfferBeep()).toBe(false);
    expect(FakeAudioContext.made).toHaveLength(0);
    alerts.notifyBrowser('New question', 'Algebra: Solve x');
    expect(shown).toEqual([{ title: 'New question', body: 'Algebra: Solve x' }]);
  });

  it('unlocks the sound on the first click or key, then beeps instead of notifying while the tab is in front', async () => {
    const { shown } = stubNotifications('granted');
    const alerts = await freshPage();
    const stop = alerts.unlockAudioOnGesture();
    setActivation(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.waitFor(() => expect(alerts.isAudioUnlocked()).toBe(true));
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(alerts.playOfferBeep()).toBe(true);
    expect(FakeAudioContext.made[0]!.oscillators).toBe(2);
    alerts.notifyBrowser('New question', 'Algebra: Solve x');
    expect(shown).toEqual([]);
    // A hidden tab still gets the notification.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    alerts.notifyBrowser('New question', 'Algebra: Solve x');
    expect(shown).toHaveLength(1);
    stop();
  });

  it('turns sound and notifications on from the prompt, asking for permission and remembering the choice', async () => {
    const { FakeNotification } = stubNotifications('default', 'granted');
    const alerts = await freshPage();
    const heard = vi.fn();
    alerts.listenAlerts(heard);
    expect(alerts.readAlertsChoice()).toBeNull();
    await alerts.enableAlerts();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(FakeAudioContext.made[0]!.resume).toHaveBeenCalled();
    expect(alerts.isAudioUnlocked()).toBe(true);
    expect(alerts.notificationPermission()).toBe('granted');
    expect(alerts.readAlertsChoice()).toBe('on');
    expect(heard).toHaveBeenCalled();
    alerts.dismissAlerts();
    expect(alerts.readAlertsChoice()).toBe('dismissed');
  });

  it('shows nothing without permission, and survives a browser without sound or notifications', async () => {
    const { shown } = stubNotifications('denied');
    let alerts = await freshPage();
    alerts.notifyBrowser('New question', 'x');
    expect(shown).toEqual([]);
    vi.unstubAllGlobals();
    alerts = await freshPage();
    expect(alerts.notificationPermission()).toBe('unsupported');
    expect(alerts.playOfferBeep()).toBe(false);
    expect(await alerts.unlockAudio()).toBe(false);
    expect(() => alerts.notifyBrowser('New question', 'x')).not.toThrow();
  });
});
