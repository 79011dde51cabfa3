import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // a fresh PGlite takes ~10 s on a busy 2-core machine
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // one module graph per worker instead of one per file: importing the service and PGlite's WASM
    // once halves this package's run. Each file still builds its own app on its own database.
    isolate: false,
  },
});
