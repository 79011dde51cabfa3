import { describe, expect, it } from 'vitest';
import { runtimeInTwoForms } from './bundle-guards';

const pnpm = (pkg: string, file: string) => `/repo/node_modules/.pnpm/${pkg.replace('/', '+')}@2.9.2/node_modules/${pkg}/dist/${file}`;

describe('runtimeInTwoForms', () => {
  it('names an MF package bundled both as ES modules and as CommonJS', () => {
    const paths = [
      pnpm('@module-federation/runtime-core', 'core.js'),
      pnpm('@module-federation/runtime-core', 'core.cjs'),
      pnpm('@module-federation/sdk', 'index.js'),
      pnpm('@module-federation/sdk', 'dom.cjs'),
      pnpm('@module-federation/error-codes', 'index.js'),
    ];
    expect(runtimeInTwoForms(paths)).toEqual(['@module-federation/runtime-core', '@module-federation/sdk']);
  });

  it('passes a build holding one form of each, and ignores everything that is not MF', () => {
    expect(runtimeInTwoForms([pnpm('@module-federation/runtime-core', 'core.js'), pnpm('@module-federation/sdk', 'dom.js'), '/repo/node_modules/react-dom/cjs/react-dom.production.js', './src/index.ts', '/x/node_modules/ky/distribution/index.cjs'])).toEqual([]);
    expect(runtimeInTwoForms(['C:\\repo\\node_modules\\@module-federation\\sdk\\dist\\index.cjs'])).toEqual([]);
  });
});
