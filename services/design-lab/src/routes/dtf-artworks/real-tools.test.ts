import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

// The service's own tools (@storefront/artwork-tools) behind the endpoints, end to end.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A red square on a white page: a logo as shoppers photograph or export it. */
async function logoOnWhite(): Promise<Buffer> {
  const red = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#d01010' } }).png().toBuffer();
  return sharp({ create: { width: 100, height: 80, channels: 3, background: '#ffffff' } }).composite([{ input: red, left: 30, top: 20 }]).png().toBuffer();
}

function multipartFile(bytes: Buffer) {
  const boundary = '----real-tools';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function run(b: TestBrowser, id: string, path: string, body: object) {
  const started = await b.post(`/api/users/dtf_artworks/${id}/${path}`, body);
  expect(started.statusCode, started.body).toBe(202);
  for (let i = 0; i < 500; i++) {
    const job = (await b.get(`/api/users/dtf_artworks/${id}/jobs/${started.json().job.id}`)).json().job;
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the job never finished');
}

const pixel = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
};

describe('the real tools behind the endpoints', () => {
  it('segment_image clears the white page and keeps the logo; color_change recolours it; cmyk and redraw_data add versions', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.request({ method: 'POST', url: '/api/users/dtf_artworks', ...multipartFile(await logoOnWhite()) });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();

    expect(await run(b, id, 'segment_image', {})).toMatchObject({ status: 'done', result_version: 2 });
    const cut = (await b.get(`/api/users/dtf_artworks/${id}/file`)).rawPayload;
    expect((await pixel(cut, 2, 2))[3]).toBe(0);
    expect(await pixel(cut, 50, 40)).toEqual([208, 16, 16, 255]);
    const artwork = (await b.get(`/api/users/dtf_artworks/${id}`)).json();
    expect(artwork.versions[1].facts.removed_fraction).toBeGreaterThan(0.7);

    expect(await run(b, id, 'color_change', { from: '#d01010', to: '#1040d0' })).toMatchObject({ status: 'done', result_version: 3 });
    const blue = await pixel((await b.get(`/api/users/dtf_artworks/${id}/file`)).rawPayload, 50, 40);
    expect(blue.slice(0, 3)).toEqual([16, 64, 208]);

    expect(await run(b, id, 'cmyk', {})).toMatchObject({ status: 'done', result_version: 4 });
    const refined = await run(b, id, 'redraw_data', { width_in: 4 });
    expect(refined).toMatchObject({ status: 'done', result_version: 5 });
    const last = (await b.get(`/api/users/dtf_artworks/${id}`)).json();
    // trimmed to the 40 px logo, then upscaled toward 300 DPI at 4 in (at most 4×)
    expect(last.versions[4]).toMatchObject({ operation: 'refine', width: 160, height: 160 });
    expect(last.versions[4].facts).toMatchObject({ dpi_before: 10, dpi_after: 40 });
  });
});
