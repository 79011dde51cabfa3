import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInUrl } from '@storefront/routing';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents, deferred } from '@storefront/ui/testing';
import { boughtRetroSunset, FILE_ID, ORDER_LINE_ID, upload } from '../fixtures/assets';
import { FakeUploadRequest } from '../fixtures/fake-upload-request';
import { fakeService, refusal } from '../fixtures/fake-service';
import { renderShopper } from '../fixtures/render-shopper';
import { REDIRECT_DELAY_MS } from './print.store';

const ARTWORK_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
/** lets promises settle under fake timers (no findBy: its polling would wait on faked clocks) */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const state = () => screen.getByRole('dialog', { name: 'Send to print' }).querySelector('.da-print__state')?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// fireEvent rather than userEvent: Testing Library's async wrapper waits on a real-time setTimeout,
// which never fires under vitest's fake timers (as mfe-pdp's softness test says)
const click = async (element: HTMLElement) => {
  fireEvent.click(element);
  await settle();
};
const typeUnits = (dialog: HTMLElement, value: string) => fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Printed units' }), { target: { value } });

async function openPrint(service: ReturnType<typeof fakeService>, extra: Omit<Parameters<typeof renderShopper>[0], 'service'> = {}) {
  const page = renderShopper({ service, ...extra });
  await settle();
  await click(screen.getByRole('button', { name: 'Send to print' }));
  return { ...page, dialog: screen.getByRole('dialog', { name: 'Send to print' }) };
}

describe('the design-to-print dialog', () => {
  it('a guest is asked to sign in for bought designs, and may still print an uploaded file', async () => {
    const { dialog } = await openPrint(fakeService({ purchases: 'guest', files: [upload(FILE_ID, 'logo.png')] }));
    expect(within(dialog).getByText(/Sign in to print the designs you bought/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signInUrl('us', window.location.pathname + window.location.search));
    expect(within(dialog).getByRole('radio', { name: 'logo.png' })).toBeEnabled();
  });

  it('lists a bought design with its units used against the cap; a send past the cap shows the service’s refusal and the upgrade, which adds the extended licence', async () => {
    const service = fakeService({ purchases: [boughtRetroSunset(480)] });
    service.state.print = () => {
      throw refusal(422, 'licence_cap_reached', 'Only 20 printed units are left on your standard licence of Retro Sunset.');
    };
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { dialog, fetchFile, navigations } = await openPrint(service);

    const bought = within(dialog).getByRole('radio', { name: 'Retro Sunset, Standard licence' });
    expect(bought).toHaveAccessibleDescription('480 of 500 printed units used · order R000000123');
    await click(bought);
    const units = within(dialog).getByRole('spinbutton', { name: 'Printed units' });
    expect(units).toHaveAccessibleDescription('How many you will print: 20 left on your licence.');
    typeUnits(dialog, '50');
    await click(within(dialog).getByRole('button', { name: 'Send to print' }));

    expect(service.callsTo('POST', '/api/digital-assets/prints').map((c) => c.body)).toEqual([{ order_line_id: ORDER_LINE_ID, units: 50 }]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only 20 printed units are left on your standard licence of Retro Sunset.');
    expect(fetchFile).not.toHaveBeenCalled();
    expect(FakeUploadRequest.sent).toEqual([]);

    await click(within(dialog).getByRole('button', { name: 'Upgrade to the extended licence' }));
    const adds = service.callsTo('POST', '/api/cart/digital_add');
    expect(adds).toHaveLength(1);
    expect(Object.fromEntries((adds[0]!.body as FormData).entries())).toEqual({ sku: 'DA1001-EXT', quantity: '1', store: 'us' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('The extended licence for Retro Sunset is in your cart.');
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(cartChanged.count).toBe(1);
    expect(navigations).toEqual([]);
  });

  it('a bought design goes through §4’s states in order, to the DTF upload, then to its artwork page after the redirect pause', async () => {
    const service = fakeService({ purchases: [boughtRetroSunset(120)] });
    const bytes = deferred<Blob>();
    const { dialog, fetchFile, navigations } = await openPrint(service, { fetchFile: () => bytes.promise, store: 'ca' });

    await click(within(dialog).getByRole('radio', { name: 'Retro Sunset, Standard licence' }));
    typeUnits(dialog, '30');
    await click(within(dialog).getByRole('button', { name: 'Send to print' }));

    expect(state()).toBe('Preparing…');
    expect(fetchFile).toHaveBeenCalledWith('/api/digital-assets/prints/print-file-1/file', expect.any(AbortSignal));
    bytes.resolve(new Blob(['png bytes'], { type: 'image/png' }));
    await settle();

    expect(state()).toBe('Processing 1 out of 1');
    const [request] = FakeUploadRequest.sent;
    expect(request!.url).toBe('/api/users/dtf_artworks');
    expect(request!.headers['X-CSRF-Token']).toBe('token-1');
    const form = request!.body as FormData;
    expect(form.get('digital_assets_file_id')).toBe('print-file-1');
    expect(form.get('file')).toBeInstanceOf(Blob);
    act(() => request!.progress(40, 80));
    expect(screen.getByRole('progressbar', { name: 'Sending the file to print' })).toHaveAttribute('aria-valuenow', '50');

    act(() => request!.answer(201, { id: ARTWORK_ID, url: `/api/users/dtf_artworks/${ARTWORK_ID}/file` }));
    await settle();
    expect(state()).toBe('Redirecting…');
    await advance(REDIRECT_DELAY_MS - 1);
    expect(navigations).toEqual([]);
    await advance(1);
    expect(navigations).toEqual([`/ca/design-lab/artwork?id=${ARTWORK_ID}`]);
  });

  it('an uploaded file is sent as it is: no units counted, its own id and address', async () => {
    const service = fakeService({ files: [upload(FILE_ID, 'logo.png')] });
    const { dialog, fetchFile, navigations } = await openPrint(service);
    expect(within(dialog).getByText('No designs bought yet.')).toBeInTheDocument();
    await click(within(dialog).getByRole('radio', { name: 'logo.png' }));
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    await click(within(dialog).getByRole('button', { name: 'Send to print' }));

    expect(service.callsTo('POST', '/api/digital-assets/prints')).toEqual([]);
    expect(fetchFile).toHaveBeenCalledWith(`/api/digital-assets/uploads/${FILE_ID}/file`, expect.any(AbortSignal));
    const [request] = FakeUploadRequest.sent;
    expect((request!.body as FormData).get('digital_assets_file_id')).toBe(FILE_ID);
    expect(((request!.body as FormData).get('file') as File).name).toBe('logo.png');
    act(() => request!.answer(201, { id: ARTWORK_ID, url: `/api/users/dtf_artworks/${ARTWORK_ID}/file` }));
    await advance(REDIRECT_DELAY_MS);
    expect(navigations).toEqual([`/design-lab/artwork?id=${ARTWORK_ID}`]);
  });

  it('closing the dialog while it redirects stays on the page (§4)', async () => {
    const { dialog, navigations } = await openPrint(fakeService({ files: [upload(FILE_ID, 'logo.png')] }));
    await click(within(dialog).getByRole('radio', { name: 'logo.png' }));
    await click(within(dialog).getByRole('button', { name: 'Send to print' }));
    act(() => FakeUploadRequest.sent[0]!.answer(201, { id: ARTWORK_ID, url: '/x' }));
    await settle();
    expect(state()).toBe('Redirecting…');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await advance(REDIRECT_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it('a failed DTF upload says §8’s sentence with the service’s reason; trying again sends the file without counting the units twice', async () => {
    const service = fakeService({ purchases: [boughtRetroSunset(120)] });
    const { dialog, navigations } = await openPrint(service);
    await click(within(dialog).getByRole('radio', { name: 'Retro Sunset, Standard licence' }));
    await click(within(dialog).getByRole('button', { name: 'Send to print' }));
    act(() => FakeUploadRequest.sent[0]!.answer(422, { code: 'too_many_artworks', message: 'You can keep 500 artworks.' }));
    await settle();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, please try again');
    expect(alert).toHaveTextContent('You can keep 500 artworks.');

    await click(within(dialog).getByRole('button', { name: 'Send to print' }));
    expect(service.callsTo('POST', '/api/digital-assets/prints')).toHaveLength(1);
    act(() => FakeUploadRequest.sent[1]!.answer(201, { id: ARTWORK_ID, url: '/x' }));
    await advance(REDIRECT_DELAY_MS);
    expect(navigations).toEqual([`/design-lab/artwork?id=${ARTWORK_ID}`]);
  });

  it('refuses units that are not a whole number from 1 before asking, and nothing chosen', async () => {
    const service = fakeService({ purchases: [boughtRetroSunset(120)] });
    const { dialog } = await openPrint(service);
    await click(within(dialog).getByRole('button', { name: 'Send to print' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a design or a file to print.');

    await click(within(dialog).getByRole('radio', { name: 'Retro Sunset, Standard licence' }));
    const units = within(dialog).getByRole('spinbutton', { name: 'Printed units' });
    typeUnits(dialog, '0');
    await click(within(dialog).getByRole('button', { name: 'Send to print' }));
    expect(within(dialog).getByText('Printed units must be at least 1')).toBeInTheDocument();
    expect(units).toHaveAttribute('aria-invalid', 'true');
    expect(service.callsTo('POST', '/api/digital-assets/prints')).toEqual([]);
  });

  it('near the cap, the answer’s offer shows as a note with the upgrade', async () => {
    const service = fakeService({ purchases: [boughtRetroSunset(390)] });
    service.state.print = (body) => ({ file_id: 'print-file-1', file_url: '/f', units_used: 390 + body.units, print_cap: 500, near_cap: true });
    const { dialog } = await openPrint(service);
    await click(within(dialog).getByRole('radio', { name: 'Retro Sunset, Standard licence' }));
    typeUnits(dialog, '20');
    await click(within(dialog).getByRole('button', { name: 'Send to print' }));
    expect(within(dialog).getByText(/Nearly at your licence’s cap: 410 of 500 printed units used/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upgrade to the extended licence' })).toBeInTheDocument();
  });
});
