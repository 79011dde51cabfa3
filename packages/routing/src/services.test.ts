import { describe, expect, it } from 'vitest';
import { prefixCovers, SERVICES, serviceUrlVariable } from './services';

describe('SERVICES', () => {
  it('names each service once, in kebab case, with a workspace package and absolute paths', () => {
    expect(new Set(SERVICES.map((s) => s.name)).size).toBe(SERVICES.length);
    for (const s of SERVICES) {
      expect(s.name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(s.package).toMatch(/^@storefront\/[a-z0-9-]+$/);
      for (const p of [...s.prefixes, ...(s.methodPrefixes ?? []).map((m) => m.prefix)]) expect(p, s.name).toMatch(/^\/[^?#]*[^/]$/);
    }
  });

  it('derives the split-mode setting from the name', () => {
    expect(serviceUrlVariable('catalog')).toBe('CATALOG_SERVICE_URL');
    expect(serviceUrlVariable('design-lab')).toBe('DESIGN_LAB_SERVICE_URL');
    expect(serviceUrlVariable('crafter-portal-2')).toBe('CRAFTER_PORTAL_2_SERVICE_URL');
  });

  it('a prefix covers itself and the paths under it only', () => {
    expect(prefixCovers('/api/made', '/api/made/projects/:id')).toBe(true);
    expect(prefixCovers('/api/made', '/api/made')).toBe(true);
    expect(prefixCovers('/api/made', '/api/made.json')).toBe(false);
    expect(prefixCovers('/api/made', '/api/madeup')).toBe(false);
  });
});
