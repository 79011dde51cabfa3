import { describe, expect, it } from 'vitest';
import { drawable, pdfFonts } from './pdf-fonts';

describe('text the documents can draw', () => {
  const { covers } = pdfFonts();

  it('keeps Latin with any accent, Greek and Cyrillic as written (composed first)', () => {
    for (const s of ['Zoë Łukasiewicz', 'Иван Петров', 'Ζωή Παπαδοπούλου', 'Nguyễn Thị Ánh', 'Zoe\u0308']) expect(drawable(s, covers)).toBe(s.normalize('NFC'));
  });

  it('degrades what the font lacks: its base letter when drawable, else “?”; control characters go', () => {
    expect(drawable('李雷 <li@example.com>', covers)).toBe('?? <li@example.com>');
    expect(drawable('Ada 🙂', covers)).toBe('Ada ?');
    expect(drawable('Ada\u0000\u0007 Lovelace', covers)).toBe('Ada Lovelace');
    // an accented letter a font lacked (here: ë) would print as its bare letter
    expect(drawable('Zoë', (cp) => cp !== 0xeb && covers(cp))).toBe('Zoe');
  });

  it('parses the fonts once per process', () => {
    expect(pdfFonts()).toBe(pdfFonts());
  });
});
