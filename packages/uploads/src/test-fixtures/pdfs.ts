// PDFs for the tests, written by hand: objects, a cross-reference table with real byte offsets
// and a trailer. Small enough to read, and hostile where the test needs it (no generator would
// write a 200-inch page, a zero-page document or a password nobody knows).

export interface HandMadePage {
  /** Points (1/72 in). */
  width: number;
  height: number;
  /** The content stream, e.g. `1 0 0 rg 0 0 10 10 re f` (a red square). */
  content?: string;
  /** Extra entries for the page dictionary (`/UserUnit 10`, `/Rotate 90`, `/Resources …`). */
  extra?: string;
}

export interface HandMadePdf {
  pages: HandMadePage[];
  /** Extra entries for the catalog (`/OpenAction …`). */
  catalogExtra?: string;
  /** Extra entries for the trailer (`/Encrypt 9 0 R /ID […]`). */
  trailerExtra?: string;
  /** Objects numbered after the pages and their contents, as `n 0 obj` bodies. */
  extraObjects?: (firstFreeNumber: number) => string[];
  /** Overrides /Count of the page tree (a document that says it has no pages). */
  count?: number;
}

/** Object 1 is the catalog, 2 the page tree, then each page followed by its content stream. */
export function handMadePdf({ pages, catalogExtra = '', trailerExtra = '', extraObjects, count }: HandMadePdf): Buffer {
  const pageNumber = (i: number) => 3 + i * 2;
  const objects: string[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageNumber(i)} 0 R`).join(' ')}] /Count ${count ?? pages.length} >>`,
  ];
  pages.forEach((page, i) => {
    const content = page.content ?? '';
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Contents ${pageNumber(i) + 1} 0 R ${page.extra ?? ''}>>`);
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  objects.push(...(extraObjects?.(objects.length + 1) ?? []));

  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A filled rectangle in an RGB colour (0–255), in points from the page's bottom-left. */
export function filledRect(rgb: [number, number, number], x: number, y: number, width: number, height: number): string {
  const [r, g, b] = rgb.map((c) => (c / 255).toFixed(4));
  return `${r} ${g} ${b} rg ${x} ${y} ${width} ${height} re f`;
}

/** Encrypted with the standard handler (RC4, revision 2) under a user password nobody knows:
 *  the /U entry does not match the empty password, so the file cannot be opened without it. */
export function passwordProtectedPdf(): Buffer {
  const hex32 = (seed: number) => Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) & 0xff).toString(16).padStart(2, '0')).join('');
  return handMadePdf({
    pages: [{ width: 72, height: 72, content: filledRect([255, 0, 0], 0, 0, 72, 72) }],
    trailerExtra: '/Encrypt 5 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] ',
    extraObjects: () => [`<< /Filter /Standard /V 1 /R 2 /O <${hex32(11)}> /U <${hex32(97)}> /P -4 >>`],
  });
}
