import { describe, expect, it } from 'vitest';
import sheetsPlugin from './sheets-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof sheetsPlugin>['beforePreloadRemote']>>[0];

describe('sheets plugin', () => {
  it('keeps every script preload and drops every sheet, whatever filter the preload had', () => {
    const plugin = sheetsPlugin();
    const preloadOps = [
      { nameOrAlias: 'mfe_listing', exposes: ['lifecycles'] },
      { nameOrAlias: 'mfe_header', filter: (url: string) => !url.includes('skip') },
    ] as Args['preloadOps'];
    void plugin.beforePreloadRemote!({ preloadOps, options: {}, origin: {} } as Args);
    const urls = ['https://s/remotes/a/1/511.abc.js', 'https://s/remotes/a/1/__federation_expose_lifecycles.e0b31d6dd1.css', 'https://s/remotes/a/1/x.css?v=1', 'https://s/remotes/a/1/skip.js'];
    expect(urls.filter(preloadOps[0]!.filter!)).toEqual(['https://s/remotes/a/1/511.abc.js', 'https://s/remotes/a/1/skip.js']);
    expect(urls.filter(preloadOps[1]!.filter!)).toEqual(['https://s/remotes/a/1/511.abc.js']);
  });
});
