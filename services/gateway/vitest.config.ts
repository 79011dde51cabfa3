import { defineConfig } from 'vitest/config';

// A fresh PGlite plus a seed takes seconds on 2 cores. One module graph per worker (isolate: false):
// the gateway and PGlite's WASM are imported once, not once per file; each file builds its own app.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 120_000, include: ['src/**/*.test.ts'], isolate: false } });
