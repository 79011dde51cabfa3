import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRegistrySource } from './registry';

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
