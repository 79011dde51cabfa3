import { defineConfig } from 'vitest/config';

// A fresh PGlite plus a seed takes seconds on 2 cores.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 120_000, include: ['src/**/*.test.ts'] } });
