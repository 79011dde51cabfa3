// Every remote's vitest setup file calls this for each test file. Test files share one jsdom and one
// module cache (isolate: false), so this module's top level runs once: what must happen per file is
// in the function.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** An empty document after each test, and no cookies or storage left by an earlier file. */
export function setUpTestFile(): void {
  afterEach(() => cleanup());
  // server-rendering tests run in node (@vitest-environment node): no browser state to clear
  if (typeof document === 'undefined') return;
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  localStorage.clear();
  sessionStorage.clear();
}
