import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates the committed SQL migrations from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
});
