import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // a fresh PGlite (WASM start + migrations) takes ~10 s on a busy 2-core machine
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
