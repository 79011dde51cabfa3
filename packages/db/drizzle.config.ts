import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  schemaFilter: [
    'catalog',
    'account',
    'platform',
    'cart',
    'design_lab',
    'digital_assets',
    'crafter',
    // new:area schemas — the PostgreSQL schemas of areas made with `pnpm new:area` go above this line
  ],
});
