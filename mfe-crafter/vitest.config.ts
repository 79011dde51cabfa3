import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite 8 transforms with oxc; the automatic runtime means no `import React` in every file
  oxc: { jsx: { runtime: 'automatic' } },
  // a hang guard, not a speed check: typing through user-event in jsdom is slow while another
  // package's tests share the two cores (CI runs two at a time)
  // one jsdom and module graph per worker, not per file (isolate: false): a third of the run; the
  // setup file gives each file empty cookies and storage, and cleanup() an empty document
  test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'], testTimeout: 30_000, isolate: false },
});
