/** The Drizzle schema of every table. Contracts are never derived from it: presenters map rows. */
export * from './accounts';
export * from './catalog';
export * from './questions';
export * from './ledger';
export * from './system';
export * from './auth';
export * from './engine';
export * from './partner-sso';
export * from './store';
export * from './notifications';
export * from './writing';
export * from './privacy';
export * from './shares';
export * from './sheets';
