import { ERRORS, type ErrorName } from '@photostudy/contracts';

/** Extra fields a catalogued error may carry for the client's modals (snake_case, on the wire). */
export type ErrorExtras = Record<string, unknown> & { message?: string };

/** An error from the catalogue, answered by the error handler with its status and body. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly status: number;
  readonly code: number | string;
  readonly extras: Record<string, unknown>;

  constructor(name: ErrorName, extras: ErrorExtras = {}) {
    const entry = ERRORS[name];
    const { message, ...rest } = extras;
    super(message ?? entry.message);
    this.errorName = name;
    this.status = entry.status;
    this.code = entry.code;
    this.extras = rest;
  }

  /** The wire body: code, message, title and the extras. */
  toBody(): Record<string, unknown> {
    return { code: this.code, message: this.message, title: ERRORS[this.errorName].title, ...this.extras };
  }
}

/** Shorthand for throwing a catalogued error. */
export function appError(name: ErrorName, extras?: ErrorExtras): AppError {
  return new AppError(name, extras);
}
