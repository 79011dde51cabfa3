import { defineConfig } from 'vitest/config';

// JSX uses the automatic runtime from tsconfig ("jsx": "react-jsx"), which Vite's transformer reads.
export default defineConfig({
  test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] },
});
