import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @shiftdesk/backend db:generate` writes a new numbered migration into ./drizzle */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
