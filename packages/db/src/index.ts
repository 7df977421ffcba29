/** @photostudy/db: schema, migrations, the client factory (PGlite or PostgreSQL), seed and password hashing. */
export * from './client';
export * from './passwords';
export * from './prepared';
export * from './seed';
export * as schema from './schema/index';
export * from './schema/index';
