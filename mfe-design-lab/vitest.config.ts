import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite 8 transforms with oxc; the automatic runtime means no `import React` in every file
  oxc: { jsx: { runtime: 'automatic' } },
  test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] },
});
