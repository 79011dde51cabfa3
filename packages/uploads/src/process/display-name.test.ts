import { describe, expect, it } from 'vitest';
import { safeDisplayName } from './display-name';

describe('safeDisplayName', () => {
  it.each([
    ['../../etc/passwd.png', 'png', 'passwd.png'],
    ['C:\\Users\\me\\Desktop\\logo.PNG', 'png', 'logo.png'],
    ['photo.jpeg', 'png', 'photo.png'], // stored as PNG, so named as one
    ['vector.png', 'svg', 'vector.svg'],
    ['archive.tar.gz', 'png', 'archive.tar.png'],
    ['no-extension', 'png', 'no-extension.png'],
    ['nul\0byte.png', 'png', 'nulbyte.png'],
    ['tab\tand\nnewline\r.png', 'png', 'tab and newline.png'],
    ['evil\u202Egnp.exe', 'png', 'evilgnp.png'],
    ['zero\u200Bwidth\uFEFF.png', 'png', 'zerowidth.png'],
    ['<script>alert(1)</script>.png', 'png', 'script.png'], // "/" is a path separator
    ['<b onmouseover=alert(1)>.png', 'png', 'b onmouseover=alert(1).png'],
    ['what?*:|"name.png', 'png', 'whatname.png'],
    ['...hidden.png', 'png', 'hidden.png'],
    ['   spaced   out   .png', 'png', 'spaced out.png'],
    ['', 'png', 'upload.png'],
    ['../..', 'png', 'upload.png'],
    ['.png', 'png', 'upload.png'],
    ['\0\0\0', 'svg', 'upload.svg'],
    ['cafe\u0301.png', 'png', 'café.png'], // NFC
  ])('%j → %j', (declared, extension, expected) => {
    expect(safeDisplayName(declared, extension)).toBe(expected);
  });

  it('cuts a very long name to 80 characters of stem without splitting an emoji', () => {
    const name = safeDisplayName(`${'a'.repeat(79)}😀😀😀${'b'.repeat(5000)}.png`, 'png');
    expect(name).toBe(`${'a'.repeat(79)}😀.png`);
    expect(() => encodeURIComponent(name)).not.toThrow(); // throws on a lone surrogate
  });
});
