import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@storefront/http';
import { LOCATION_CHANGED_EVENT, OTHER_STORE_CODE_EVENT } from '../events/window-events';
import { StoreProvider } from '../store/store-context';
import { CURRENT_LOCATION_PATH, DeliverTo, LOCATIONS_PATH } from './deliver-to';
import { recordingHttp, type RecordedCall } from './delivery.fixtures';
import { countWindowEvents } from '../testing/remote-harness';

function locationServer(opts: { refuse?: HttpError } = {}) {
  let current = { zipcode: '10001', country: 'US', label: 'New York, NY 10001', source: 'default' };
  return recordingHttp((call: RecordedCall) => {
    if (call.method === 'GET' && call.path === CURRENT_LOCATION_PATH) return current;
    if (call.method === 'POST' && call.path === LOCATIONS_PATH) {
      if (opts.refuse) throw opts.refuse;
      const zipcode = String((call.body as { zipcode: string }).zipcode);
      current = { zipcode, country: 'US', label: `Austin, TX ${zipcode}`, source: 'saved' };
      return { location: { id: '1', zipcode, country: 'US', label: current.label, current: true } };
    }
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

const countLocationEvents = () => countWindowEvents(LOCATION_CHANGED_EVENT);

describe('DeliverTo', () => {
  it('shows the current location, saves a new ZIP code, announces the change and shows the new code', async () => {
    const user = userEvent.setup();
    const http = locationServer();
    const events = countLocationEvents();
    render(<DeliverTo http={http} />);

    await user.click(await screen.findByRole('button', { name: 'Deliver to 10001' }));
    // the modal's code arrives on the first press
    const dialog = await screen.findByRole('dialog', { name: 'Change delivery location' });
    expect(dialog).toHaveTextContent('Delivering to New York, NY 10001 (the store default)');
    expect(http.calls[0]).toMatchObject({ params: { store: 'us' }, cacheBust: true });

    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP code' }), '78701');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));

    expect(http.calls.find((c) => c.method === 'POST')).toMatchObject({ path: LOCATIONS_PATH, body: { zipcode: '78701', store: 'us' } });
    expect(events.count).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deliver to 78701' })).toBeInTheDocument();
  });

  it("shows the server's message at the field and keeps the modal open on a 400", async () => {
    const user = userEvent.setup();
    const refuse = new HttpError({
      status: 400,
      statusText: 'Bad Request',
      text: JSON.stringify({ code: 'invalid_request', message: 'Invalid body', fieldErrors: { zipcode: ['must be a US ZIP code like 10001'] } }),
    });
    const events = countLocationEvents();
    render(<DeliverTo http={locationServer({ refuse })} />);
    await user.click(await screen.findByRole('button', { name: 'Deliver to 10001' }));
    const field = await screen.findByRole('textbox', { name: 'ZIP code' });
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: 'Save location' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('must be a US ZIP code like 10001');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('must be a US ZIP code like 10001');
    expect(screen.getByRole('dialog', { name: 'Change delivery location' })).toBeInTheDocument();
    expect(events.count).toBe(0);
  });

  it('a code of the other store\'s country keeps the refusal at the field and tells the header to offer that store', async () => {
    const user = userEvent.setup();
    const message = 'M5H 2N2 is a Canadian postal code; the US store delivers to US ZIP codes like 10001';
    const refuse = new HttpError({ status: 422, statusText: '', text: JSON.stringify({ code: 'wrong_country', message, fieldErrors: { zipcode: [message] } }) });
    const offered: unknown[] = [];
    const listen = (e: Event) => offered.push((e as CustomEvent).detail);
    window.addEventListener(OTHER_STORE_CODE_EVENT, listen);
    render(<DeliverTo http={locationServer({ refuse })} />);
    await user.click(await screen.findByRole('button', { name: 'Deliver to 10001' }));
    await user.type(await screen.findByRole('textbox', { name: 'ZIP code' }), 'M5H 2N2');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(offered).toEqual(['ca']);
    window.removeEventListener(OTHER_STORE_CODE_EVENT, listen);
  });

  it('uses the message of a 422 without field errors, and asks for a code before sending an empty one', async () => {
    const user = userEvent.setup();
    const refuse = new HttpError({ status: 422, statusText: '', text: JSON.stringify({ code: 'unknown_zipcode', message: 'We do not deliver to A1A' }) });
    const http = locationServer({ refuse });
    render(
      <StoreProvider store="ca">
        <DeliverTo http={http} />
      </StoreProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Deliver to 10001' }));
    await user.click(await screen.findByRole('button', { name: 'Save location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a postal code');
    expect(http.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), 'A1A');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We do not deliver to A1A'));
    expect(http.calls.find((c) => c.method === 'POST')?.body).toEqual({ zipcode: 'A1A', store: 'ca' });
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<DeliverTo http={locationServer()} />);
    await user.click(await screen.findByRole('button', { name: 'Deliver to 10001' }));
    await screen.findByRole('dialog', { name: 'Change delivery location' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows a change announced by another area', async () => {
    const http = locationServer();
    render(<DeliverTo http={http} />);
    await screen.findByRole('button', { name: 'Deliver to 10001' });
    await http.post(LOCATIONS_PATH, { zipcode: '60601', store: 'us' });
    window.dispatchEvent(new Event(LOCATION_CHANGED_EVENT));
    expect(await screen.findByRole('button', { name: 'Deliver to 60601' })).toBeInTheDocument();
  });

  it('offers to choose a location when the current one cannot be read', async () => {
    const http = recordingHttp(() => Promise.reject(new Error('Unable to connect to server')));
    render(<DeliverTo http={http} />);
    await waitFor(() => expect(http.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Choose delivery location' })).toBeInTheDocument();
  });
});

