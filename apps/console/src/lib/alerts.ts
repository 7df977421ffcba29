/**
 * New-question alerts: a beep through one shared AudioContext and browser notifications. Browsers start sound
 * only after a user gesture on the page, so after a reload the beep is blocked until the expert clicks or types:
 * the context is unlocked by the first gesture (or the alerts prompt), and until then a granted notification
 * stands in for the beep, even with the tab in front.
 */

const CHOICE_KEY = 'ps-console-alerts';

/** What the expert answered to the alerts prompt: turned them on, put it off, or not asked yet. */
export type AlertsChoice = 'on' | 'dismissed' | null;

/** The browser's notification permission, or 'unsupported' where there is no Notification API. */
export type AlertsPermission = NotificationPermission | 'unsupported';

let audio: AudioContext | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

function audioContextClass(): typeof AudioContext | undefined {
  const scope = globalThis as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function createAudio(Ctx: typeof AudioContext): AudioContext {
  const ctx = new Ctx();
  ctx.addEventListener('statechange', changed);
  return ctx;
}

/** True when the page has seen a gesture (a context made then may start); browsers without the API are let try. */
function hasBeenActive(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

/** Tells `listener` whenever the sound or the permission may have changed; returns the function that stops it. */
export function listenAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the shared AudioContext runs, so the beep is heard. */
export function isAudioUnlocked(): boolean {
  return audio?.state === 'running';
}

/** Unlocks the sound; call it from a user gesture. Starts (or resumes) the shared context and plays a silent sample. */
export async function unlockAudio(): Promise<boolean> {
  try {
    const Ctx = audioContextClass();
    if (!Ctx) return false;
    audio ??= createAudio(Ctx);
    // Both calls must start inside the gesture: nothing is awaited before them.
    const resumed = audio.state === 'running' ? Promise.resolve() : audio.resume();
    const source = audio.createBufferSource();
    source.buffer = audio.createBuffer(1, 1, 22_050);
    source.connect(audio.destination);
    source.start(0);
    await resumed;
  } catch {
    // Sound is a nicety: a refused context leaves the notifications.
  }
  changed();
  return isAudioUnlocked();
}

/** Browser events that count as a user gesture for starting sound. */
const GESTURES = ['pointerdown', 'keydown', 'click', 'touchend'] as const;

/** Unlocks the sound on the page's next click, tap or key, until it runs; returns the function that stops waiting. */
export function unlockAudioOnGesture(): () => void {
  const stop = () => GESTURES.forEach((name) => window.removeEventListener(name, onGesture, true));
  function onGesture() {
    void unlockAudio().then((isUnlocked) => {
      if (isUnlocked) stop();
    });
  }
  GESTURES.forEach((name) => window.addEventListener(name, onGesture, true));
  return stop;
}

/** A short two-tone beep for a new offer; false when the browser still blocks sound (nothing was played). */
export function playOfferBeep(): boolean {
  try {
    const Ctx = audioContextClass();
    if (!Ctx) return false;
    // A context made before any gesture would only warn and stay suspended.
    if (!audio) {
      if (!hasBeenActive()) return false;
      audio = createAudio(Ctx);
    }
    const ctx = audio;
    if (ctx.state !== 'running') return false;
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.45);
    [880, 1320].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + 0.2 + i * 0.15);
    });
    return true;
  } catch {
    // Audio is a nicety; a blocked AudioContext must not break the queue.
    return false;
  }
}

/** The browser's notification permission now. */
export function notificationPermission(): AlertsPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for notification permission once (call from a user gesture such as going online). */
export function requestNotificationPermission(): void {
  void askPermission();
}

function askPermission(): Promise<AlertsPermission> {
  if (typeof Notification === 'undefined') return Promise.resolve('unsupported');
  if (Notification.permission !== 'default') return Promise.resolve(Notification.permission);
  return Notification.requestPermission().then(
    (permission) => {
      changed();
      return permission;
    },
    () => Notification.permission,
  );
}

/** Shows a browser notification when allowed and the tab is not in front, or the beep cannot be heard. */
export function notifyBrowser(title: string, body: string): void {
  if (notificationPermission() !== 'granted') return;
  if (document.visibilityState === 'visible' && isAudioUnlocked()) return;
  try {
    new Notification(title, { body, tag: 'ps-console-offer' });
  } catch {
    // Some browsers only allow notifications from a service worker.
  }
}

/** The expert's stored answer to the alerts prompt. */
export function readAlertsChoice(): AlertsChoice {
  const stored = localStorage.getItem(CHOICE_KEY);
  return stored === 'on' || stored === 'dismissed' ? stored : null;
}

/** Turns sound and notifications on from the prompt's click: unlocks audio, asks for permission, remembers it. */
export async function enableAlerts(): Promise<void> {
  localStorage.setItem(CHOICE_KEY, 'on');
  // Started together, so both run inside the click that asked for them.
  await Promise.all([askPermission(), unlockAudio()]);
  changed();
}

/** Remembers that the expert put the prompt off. */
export function dismissAlerts(): void {
  localStorage.setItem(CHOICE_KEY, 'dismissed');
  changed();
}
