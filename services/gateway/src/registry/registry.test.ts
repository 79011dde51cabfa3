import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRegistrySource, publicRegistry } from './registry';

function fakeBuild(root: string, dir: string, name: string, version: string) {
  fs.mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, dir, 'dist', 'live.json'), JSON.stringify({ name, version }));
}

describe('registry source', () => {
  it('names the live build of each remote, and overrides win', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reg-'));
    fakeBuild(root, 'mfe-a', 'mfe_a', '1.0.0-aaa');
    fakeBuild(root, 'mfe-b', 'mfe_b', '1.0.0-bbb');
    fakeBuild(root, 'shell', 'shell', '1.0.0-sss');
    const source = createRegistrySource({
      remoteDirs: { 'mfe-a': path.join(root, 'mfe-a'), 'mfe-b': path.join(root, 'mfe-b') },
      shellDir: path.join(root, 'shell'),
      overrides: { mfe_b: '/remotes/mfe-b/0.9.0-old/mf-manifest.json' },
    });
    expect(source.registry('http://h')).toEqual({
      remotes: {
        mfe_a: { entry: 'http://h/remotes/mfe-a/1.0.0-aaa/mf-manifest.json', version: '1.0.0-aaa' },
        mfe_b: { entry: 'http://h/remotes/mfe-b/0.9.0-old/mf-manifest.json', version: 'override' },
      },
    });
    expect(source.shell()?.basePath).toBe('/shell/1.0.0-sss/');
  });

  it('ignores a live pointer that is not a plain version name', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reg-'));
    fakeBuild(root, 'mfe-a', 'mfe_a', '../../etc');
    const source = createRegistrySource({ remoteDirs: { 'mfe-a': path.join(root, 'mfe-a') }, shellDir: path.join(root, 'shell'), overrides: {} });
    expect(source.registry('http://h').remotes).toEqual({});
  });
});

describe('server bundles in the registry', () => {
  it('names the server bundle of the same build the browser loads, also for an override to an older local build', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reg-'));
    fakeBuild(root, 'mfe-a', 'mfe_a', '1.0.0-new');
    fakeBuild(root, 'mfe-b', 'mfe_b', '1.0.0-new');
    for (const version of ['1.0.0-new', '0.9.0-old']) {
      fs.mkdirSync(path.join(root, 'mfe-a', 'dist', version, 'server'), { recursive: true });
      fs.writeFileSync(path.join(root, 'mfe-a', 'dist', version, 'server', 'server.cjs'), '');
    }
    const dirs = { 'mfe-a': path.join(root, 'mfe-a'), 'mfe-b': path.join(root, 'mfe-b') };
    const live = createRegistrySource({ remoteDirs: dirs, shellDir: path.join(root, 'shell'), overrides: {} });
    expect(live.serverBundle('mfe_a')).toBe(path.join(root, 'mfe-a', 'dist', '1.0.0-new', 'server', 'server.cjs'));
    expect(live.registry('http://h').remotes.mfe_a?.server).toBe(live.serverBundle('mfe_a'));
    // a build without one (an older remote) renders in the browser
    expect(live.serverBundle('mfe_b')).toBeNull();
    expect(live.registry('http://h').remotes.mfe_b).not.toHaveProperty('server');

    const rolledBack = createRegistrySource({ remoteDirs: dirs, shellDir: path.join(root, 'shell'), overrides: { mfe_a: '/remotes/mfe-a/0.9.0-old/mf-manifest.json' } });
    expect(rolledBack.serverBundle('mfe_a')).toBe(path.join(root, 'mfe-a', 'dist', '0.9.0-old', 'server', 'server.cjs'));
    // a remote served from elsewhere has no bundle here: the browser renders it
    const elsewhere = createRegistrySource({ remoteDirs: dirs, shellDir: path.join(root, 'shell'), overrides: { mfe_a: 'https://cdn.example/mfe-a/mf-manifest.json' } });
    expect(elsewhere.serverBundle('mfe_a')).toBeNull();
  });

  it('keeps server bundles out of the registry browsers see', () => {
    expect(publicRegistry({ remotes: { mfe_a: { entry: 'e', version: 'v', server: '/srv/x/server.cjs' } } })).toEqual({ remotes: { mfe_a: { entry: 'e', version: 'v' } } });
  });
});
