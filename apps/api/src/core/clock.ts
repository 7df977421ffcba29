/** The one time source of the API (accounts, engine, timers), injectable so tests move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at the real time (or a given one) and moves only when told. */
export class FakeClock implements Clock {
  private ms: number;

  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }

  /** The fake current time. */
  now(): Date {
    return new Date(this.ms);
  }

  /** Moves the clock forward by a number of seconds. */
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

/** Whole epoch seconds of a date (the wire's time unit). */
export function epochS(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** A date a number of seconds after another. */
export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
