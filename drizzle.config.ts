import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new SQL migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './commerce/db/schema.ts',
  out: './commerce/db/migrations',
});
