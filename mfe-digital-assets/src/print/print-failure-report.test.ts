import { describe, expect, it, vi } from 'vitest';
import type { DtfUploadResponse, PrintBody } from '@storefront/contracts';
import { NetworkError } from '@storefront/http';
import { deferred } from '@storefront/ui/testing';
import { boughtRetroSunset, FILE_ID, ORDER_LINE_ID, upload } from '../fixtures/assets';
import { refusal } from '../fixtures/fake-service';
import type { PrintProblemReport } from './print-failure-report';
import { createPrintModel, type PrintOptions } from './print.store';

const PNG = new Blob(['png bytes'], { type: 'image/png' });

/** The print model over in-memory calls, with its reports collected. */
function printModel(transport: Partial<PrintOptions['transport']> = {}) {
  const reports: PrintProblemReport[] = [];
  const model = createPrintModel({
    api: {
      purchases: async () => [boughtRetroSunset(120)],
      print: async (body: PrintBody) => ({ file_id: 'print-file-1', file_url: '/api/digital-assets/uploads/print-file-1/file', units_used: 120 + body.units, print_cap: 500, near_cap: false }),
      extendedSku: async () => 'DA1001-EXT',
      addToCart: async () => ({ total_items_qty: 1, order_number: 'R000000777' }),
    },
    transport: {
      fetchFile: async () => PNG,
      sendArtwork: async (): Promise<DtfUploadResponse> => ({ id: 'artwork-1', url: '/api/users/dtf_artworks/artwork-1/file' }),
      ...transport,
    },
    storeCode: 'us',
    uploadedFile: (id) => (id === FILE_ID ? upload(FILE_ID, 'Secret client logo.png') : undefined),
    navigate: () => {},
    redirectDelayMs: 0,
    report: (r) => reports.push(r),
  });
  return { model, reports };
}

describe('a failed artwork hand-over is reported (§8 “tracked and reported”)', () => {
  it('a DTF upload the design lab refused: reported once as artwork.upload, with the status, code, step and file kind, never the name', async () => {
    const refused = refusal(422, 'too_many_artworks', 'You can keep 500 artworks.');
    const { model, reports } = printModel({ sendArtwork: async () => Promise.reject(refused) });
    await model.open();
    model.choose({ kind: 'purchase', orderLineId: ORDER_LINE_ID });
    await model.send();

    expect(model.store.getState().run).toEqual({ phase: 'failed', detail: 'You can keep 500 artworks.' });
    expect(reports).toEqual([
      {
        name: 'artwork.upload',
        error: refused,
        attributes: {
          'http.response.status_code': 422,
          'error.code': 'too_many_artworks',
          'upload.origin': 'digital-assets.print',
          'print.step': 'upload',
          'print.source': 'purchase',
          'file.type': 'image/png',
          'file.size': PNG.size,
        },
      },
    ]);
  });

  it('an uploaded file that could not be fetched: the fetch step, no answer’s status, and nothing of the file named', async () => {
    const offline = new NetworkError();
    const { model, reports } = printModel({ fetchFile: async () => Promise.reject(offline) });
    await model.open();
    model.choose({ kind: 'upload', id: FILE_ID });
    await model.send();

    expect(model.store.getState().run).toEqual({ phase: 'failed', detail: null });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ name: 'artwork.upload', error: offline, attributes: { 'print.step': 'fetch', 'print.source': 'upload', 'http.response.status_code': undefined } });
    expect(reports[0]!.attributes).not.toHaveProperty('file.size');
    expect(JSON.stringify(reports[0]!.attributes)).not.toMatch(/Secret client logo|Retro Sunset/);
  });

  it('reports nothing when the hand-over succeeds, or when the shopper closes the dialog while it runs', async () => {
    const sent = printModel();
    await sent.model.open();
    sent.model.choose({ kind: 'upload', id: FILE_ID });
    await sent.model.send();
    expect(sent.model.store.getState().run.phase).toBe('redirecting');
    expect(sent.reports).toEqual([]);

    const pending = deferred<DtfUploadResponse>();
    const sendArtwork = vi.fn((_file: Blob, _name: string, _id: string, _progress: (f: number) => void, signal?: AbortSignal) => {
      signal?.addEventListener('abort', () => pending.reject(signal.reason));
      return pending.promise;
    });
    const closed = printModel({ sendArtwork });
    await closed.model.open();
    closed.model.choose({ kind: 'upload', id: FILE_ID });
    const sending = closed.model.send();
    await vi.waitFor(() => expect(sendArtwork).toHaveBeenCalled());
    closed.model.close();
    await sending;
    expect(closed.reports).toEqual([]);
  });
});
