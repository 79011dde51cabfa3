import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSheets } from './browser-sheets';
import { minifyCss } from './sheet-loader';

const dirs: string[] = [];
function build(manifest: unknown, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheets-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('browser sheets for the server bundle', () => {
  it('lists the exposed modules’ sheets, first-screen and lazy, each once, by file name with its text', () => {
    const dir = build(
      { exposes: [{ assets: { css: { sync: ['a.0123456789.css'], async: ['338.abcdef0123.css'] } } }, { assets: { css: { sync: ['a.0123456789.css'], async: [] } } }, { assets: {} }] },
      { 'a.0123456789.css': '.a{color:red}', '338.abcdef0123.css': '.b{color:blue}' },
    );
    expect(browserSheets(dir)).toEqual([
      { id: 'a.0123456789.css', css: '.a{color:red}' },
      { id: '338.abcdef0123.css', css: '.b{color:blue}' },
    ]);
  });

  it('refuses a sheet name that could break out of the attribute it is written into', () => {
    const dir = build({ exposes: [{ assets: { css: { sync: ['x"><script>.css'] } } }] }, {});
    expect(() => browserSheets(dir)).toThrow(/unexpected sheet name/);
  });

  it('minifies hand-written sheets without changing what they say', () => {
    expect(minifyCss('/* why */\n.a ,\n.b > .c {\n  color: red;\n  margin: 0 auto;\n}\n')).toBe('.a,.b>.c{color: red;margin: 0 auto}');
  });
});
