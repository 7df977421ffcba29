/** @photostudy/contracts: the one source of truth for schemas, errors, constants and realtime events. */
export * from './case';
export * from './csv';
export * from './constants';
export * from './errors';
export * from './reference-data';
export * from './realtime';
export * from './schemas/common';
export * from './schemas/account';
export * from './schemas/auth';
export * from './schemas/notification';
export * from './schemas/store';
export * from './schemas/shared-pages';
export * from './schemas/question';
export * from './types';
export * from './schemas/engine';
export * from './schemas/admin';
export * from './schemas/analytics';
