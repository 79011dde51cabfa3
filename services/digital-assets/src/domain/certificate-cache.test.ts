import { describe, expect, it } from 'vitest';
import { createCertificates } from './certificate-cache';
import { renderCertificatePdf, type RenderCertificate } from './certificate-pdf';
import type { CertificateText } from './certificate-text';

const text = (licensee: string): CertificateText => ({
  heading: 'Licence certificate',
  fields: [
    ['Certificate number', 'DAL-R800000001-000000000001'],
    ['Licensee', `${licensee} <buyer@example.com>`],
  ],
  terms: ['Print the design on products you sell or give away, up to the printed-unit cap shown.'],
  footer: 'Keep it with your records.',
  issuedAt: '2026-03-02T03:30:00.000Z',
});

/** The real renderer, with its calls counted. */
function counted(): { render: RenderCertificate; calls: () => number } {
  let n = 0;
  return {
    render: (t) => {
      n++;
      return renderCertificatePdf(t);
    },
    calls: () => n,
  };
}

describe('certificate PDFs', () => {
  it('are the same bytes for the same text, whatever was drawn in between (the strong ETag relies on it)', async () => {
    const first = await renderCertificatePdf(text('Zoë Łukasiewicz'));
    const other = await renderCertificatePdf(text('Иван Петров'));
    const again = await renderCertificatePdf(text('Zoë Łukasiewicz'));
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it('are cached by what they say: one render for concurrent and later asks, another for other text', async () => {
    const { render, calls } = counted();
    const certificates = createCertificates(render);
    const [a, b] = await Promise.all([certificates.pdf(text('Ada')), certificates.pdf(text('Ada'))]);
    expect(a).toBe(b);
    expect(await certificates.pdf(text('Ada'))).toBe(a);
    expect(calls()).toBe(1);
    expect(certificates.etagOf(text('Ada'))).toBe(certificates.etagOf(text('Ada')));
    expect(certificates.etagOf(text('Ada'))).not.toBe(certificates.etagOf(text('Ada Lovelace')));
    await certificates.pdf(text('Ada Lovelace'));
    expect(calls()).toBe(2);
  });

  it('keep within their byte budget, dropping the least recently used, and forget a failed render', async () => {
    const { render, calls } = counted();
    const size = (await renderCertificatePdf(text('A'))).byteLength;
    // room for two certificates of about this size
    const certificates = createCertificates(render, Math.floor(size * 2.5));
    await certificates.pdf(text('A'));
    await certificates.pdf(text('B'));
    await certificates.pdf(text('A')); // A is now the most recent
    await certificates.pdf(text('C')); // B goes
    expect(calls()).toBe(3);
    await certificates.pdf(text('A'));
    expect(calls()).toBe(3);
    await certificates.pdf(text('B'));
    expect(calls()).toBe(4);

    let fail = true;
    const flaky = createCertificates((t) => (fail ? Promise.reject(new Error('render failed')) : renderCertificatePdf(t)));
    await expect(flaky.pdf(text('A'))).rejects.toThrow('render failed');
    fail = false;
    expect((await flaky.pdf(text('A'))).byteLength).toBeGreaterThan(0);
  });
});
