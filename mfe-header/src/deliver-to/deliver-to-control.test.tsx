import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpError, type HttpClient, type RequestOptions } from '@storefront/http';
import { LOCATION_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { fixtureHttp, renderHeader } from '../header.fixtures';

/** The header's reads from the fixture table, plus a locations endpoint that saves or refuses. */
function withLocations(refuse?: HttpError) {
  let current = { zipcode: '10001', country: 'US', label: 'New York, NY 10001', source: 'default' };
  const reads = fixtureHttp({ '/api/cart/quantity': { quantity: 0 }, '/api/locations/current_location': () => current });
  const posts: { path: string; body: unknown }[] = [];
  const http: HttpClient = {
    ...reads,
    get: <T,>(path: string, opts?: RequestOptions) => reads.get<T>(path, opts),
    async post<T>(path: string, body?: unknown) {
      posts.push({ path, body });
      if (refuse) throw refuse;
      const zipcode = (body as { zipcode: string }).zipcode;
      current = { zipcode, country: 'US', label: `Chicago, IL ${zipcode}`, source: 'saved' };
      return { location: { id: 'l1', zipcode, country: 'US', label: current.label, current: true } } as T;
    },
  };
  return { http, posts, reads };
}

const countEvents = () => countWindowEvents(LOCATION_CHANGED_EVENT);

describe('deliver-to in the header', () => {
  it('shows the current ZIP code, saves a new one and fires storefront:location-changed', async () => {
    const user = userEvent.setup();
    const { http, posts, reads } = withLocations();
    const events = countEvents();
    renderHeader({ http });

    await user.click(await screen.findByRole('button', { name: 'Deliver to 10001' }));
    // the modal's code is downloaded on the first press
    const dialog = await screen.findByRole('dialog', { name: 'Change delivery location' });
    expect(dialog).toHaveTextContent('Delivering to New York, NY 10001');
    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP code' }), '60601');
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));

    expect(posts).toEqual([{ path: '/api/locations.json', body: { zipcode: '60601', store: 'us' } }]);
    expect(events.count).toBe(1);
    expect(await screen.findByRole('button', { name: 'Deliver to 60601' })).toBeInTheDocument();
    expect(reads.locationGets).toEqual(['/api/locations/current_location', '/api/locations/current_location']);
  });

  it("shows the server's message at the field for a malformed code", async () => {
    const user = userEvent.setup();
    const refuse = new HttpError({
      status: 400,
      statusText: 'Bad Request',
      text: JSON.stringify({ code: 'invalid_zipcode', message: 'Enter a 5-digit ZIP code', fieldErrors: { zipcode: ['Enter a 5-digit ZIP code'] } }),
    });
    const { http } = withLocations(refuse);
    const events = countEvents();
    renderHeader({ http });
    await user.click(await screen.findByRole('button', { name: 'Deliver to 10001' }));
    const field = await screen.findByRole('textbox', { name: 'ZIP code' });
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a 5-digit ZIP code');
    expect(field).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
    expect(events.count).toBe(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
