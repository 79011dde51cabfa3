import { defineConfig } from 'vitest/config';

// one module graph per worker, not one per test file: the package is imported once
export default defineConfig({ test: { isolate: false } });
