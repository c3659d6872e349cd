import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the feature tables and committed; once applied anywhere they are
// never regenerated or edited (docs/database.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
