import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FavoriteItem, MonitoredItem, SubscribeBody } from '@storefront/contracts';
import { fleeceHoodie, heavyTee, teePriceAlert } from '../fixtures/favorites';
import { fixtureHttp, httpError } from '../fixtures/fixture-http';
import { renderAccount } from '../fixtures/render-account';
import { formatDate } from '../format-date';

const ann = { user: { id: 'u1', email: 'ann@example.com', name: 'Ann' } };
const FAVORITES = 'GET /api/users/favorites';

/** The account service as My Library sees it: writes change what the next answer holds. */
function library(initial: FavoriteItem[], alerts: MonitoredItem[] = [], routes: Record<string, unknown> = {}) {
  let items = [...initial];
  let monitored = [...alerts];
  const fx = fixtureHttp({
    'GET /api/users/current.json': ann,
    [FAVORITES]: () => ({ success: true, items, monitored_items: monitored }),
    'GET /api/made/design_projects': { projects: [], limit: 200 },
    'GET /api/made/products': { categories: [] },
    'GET /api/users/dtf_artworks': { artworks: [], limit: 500 },
    'GET /api/digital-assets/purchases.json': { purchases: [] },
    'POST /api/subscriptions': (call: { body: unknown }) => {
      const body = call.body as SubscribeBody;
      const alert: MonitoredItem = { ...teePriceAlert, id: '7a3d1c7e-0f0e-4d7a-9a9e-1c2b3d4e5f61', product: body.product, kind: body.kind, baseline_price: body.kind === 'price_drop' ? teePriceAlert.baseline_price : null, baseline_in_stock: body.kind === 'back_in_stock' ? false : null };
      monitored.push(alert);
      return { success: true, monitored_item: alert };
    },
    [`DELETE /api/subscriptions/${teePriceAlert.id}`]: () => {
      monitored = monitored.filter((a) => a.id !== teePriceAlert.id);
      return { success: true };
    },
    ...Object.fromEntries(
      initial.flatMap((f) => [
        [
          `PATCH /api/users/favorites/${f.product}`,
          (call: { body: unknown }) => {
            const { note } = call.body as { note: string | null };
            items = items.map((i) => (i.product === f.product ? { ...i, note } : i));
            return { success: true, item: items.find((i) => i.product === f.product) };
          },
        ],
        [
          `DELETE /api/users/favorites/${f.product}`,
          () => {
            items = items.filter((i) => i.product !== f.product);
            monitored = monitored.filter((a) => a.product !== f.product);
            return { success: true };
          },
        ],
      ]),
    ),
    ...routes,
  });
  return fx;
}

const favorites = () => screen.findByRole('region', { name: /^Favorites/ });

describe('My Library (/account/library)', () => {
  it('lists each favorite with its picture, link, price in the store, stock, saved date, note and alerts', async () => {
    const fx = library([heavyTee, fleeceHoodie], [teePriceAlert]);
    renderAccount({ url: '/ca/account/library', http: fx.http });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();
    const tee = await within(await favorites()).findByRole('listitem', { name: heavyTee.name });
    expect(within(tee).getByRole('link', { name: heavyTee.name })).toHaveAttribute('href', `/ca${heavyTee.url}`);
    expect(within(tee).getByRole('img', { name: heavyTee.image.alt })).toBeInTheDocument();
    expect(tee).toHaveTextContent('In stock');
    expect(within(tee).getByText(formatDate(heavyTee.created_at, 'ca'))).toHaveAttribute('datetime', heavyTee.created_at);
    expect(within(tee).getByRole('textbox', { name: 'Your note' })).toHaveValue('Team shirts, 12 in navy');
    expect(within(tee).getByRole('checkbox', { name: 'Email me when the price drops' })).toBeChecked();
    expect(within(tee).getByRole('checkbox', { name: 'Email me when it is back in stock' })).not.toBeChecked();
    const hoodie = within(await favorites()).getByRole('listitem', { name: fleeceHoodie.name });
    expect(hoodie).toHaveTextContent('Out of stock');
    expect(fx.callsTo(FAVORITES)[0]?.query).toEqual({ store: 'ca' });
    expect(screen.getByRole('region', { name: 'My designs' })).toBeInTheDocument();
  });

  it('saves a note, turns alerts on and off, and says so at the favorite', async () => {
    const user = userEvent.setup();
    const fx = library([heavyTee], [teePriceAlert]);
    renderAccount({ url: '/account/library', http: fx.http });
    const tee = await within(await favorites()).findByRole('listitem', { name: heavyTee.name });
    const note = within(tee).getByRole('textbox', { name: 'Your note' });
    await user.clear(note);
    await user.type(note, 'Order after the 1st');
    await user.click(within(tee).getByRole('button', { name: 'Save note' }));
    expect(await within(tee).findByRole('status')).toHaveTextContent('Note saved');
    expect(fx.callsTo(`PATCH /api/users/favorites/${heavyTee.product}`)[0]?.body).toEqual({ note: 'Order after the 1st', store: 'us' });
    expect(within(tee).getByRole('button', { name: 'Save note' })).toBeDisabled();

    await user.click(within(tee).getByRole('checkbox', { name: 'Email me when it is back in stock' }));
    expect(await within(tee).findByText('Back in stock alert on')).toBeInTheDocument();
    expect(fx.callsTo('POST /api/subscriptions')[0]?.body).toEqual({ product: heavyTee.product, kind: 'back_in_stock', store: 'us' });
    expect(within(tee).getByRole('checkbox', { name: 'Email me when it is back in stock' })).toBeChecked();

    await user.click(within(tee).getByRole('checkbox', { name: 'Email me when the price drops' }));
    expect(await within(tee).findByText('Price drop alert off')).toBeInTheDocument();
    expect(fx.callsTo(`DELETE /api/subscriptions/${teePriceAlert.id}`)).toHaveLength(1);
    expect(within(tee).getByRole('checkbox', { name: 'Email me when the price drops' })).not.toBeChecked();
  });

  it("a refused alert stays off and shows the service's reason at its favorite", async () => {
    const user = userEvent.setup();
    const refusal = { code: 'never_out_of_stock', message: 'Made to order: it never runs out, so there is nothing to wait for.' };
    const fx = library([heavyTee], [], { 'POST /api/subscriptions': httpError(422, refusal) });
    renderAccount({ url: '/account/library', http: fx.http });
    const tee = await within(await favorites()).findByRole('listitem', { name: heavyTee.name });
    await user.click(within(tee).getByRole('checkbox', { name: 'Email me when it is back in stock' }));
    expect(await within(tee).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(within(tee).getByRole('checkbox', { name: 'Email me when it is back in stock' })).not.toBeChecked();
  });

  it('removes a favorite only after "Remove this favorite?" is confirmed', async () => {
    const user = userEvent.setup();
    const fx = library([heavyTee, fleeceHoodie]);
    renderAccount({ url: '/account/library', http: fx.http });
    const tee = await within(await favorites()).findByRole('listitem', { name: heavyTee.name });
    await user.click(within(tee).getByRole('button', { name: `Remove ${heavyTee.name} from My Library` }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this favorite?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fx.callsTo(`DELETE /api/users/favorites/${heavyTee.product}`)).toHaveLength(0);

    await user.click(within(tee).getByRole('button', { name: `Remove ${heavyTee.name} from My Library` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove this favorite?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: heavyTee.name })).toBeNull());
    expect(fx.callsTo(`DELETE /api/users/favorites/${heavyTee.product}`)).toHaveLength(1);
    expect(await favorites()).toHaveTextContent(`${heavyTee.name} was removed.`);
    expect(screen.getByRole('listitem', { name: fleeceHoodie.name })).toBeInTheDocument();
  });

  it('the filter shows one kind and the address keeps it', async () => {
    const user = userEvent.setup();
    const fx = library([heavyTee]);
    renderAccount({ url: '/account/library?show=designs', http: fx.http });
    expect(await screen.findByRole('button', { name: 'Designs' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'My designs' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Favorites/ })).toBeNull();
    expect(fx.callsTo(FAVORITES)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(await favorites()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My designs' })).toBeNull();
    expect(window.location.search).toBe('?show=favorites');
    await user.click(screen.getByRole('button', { name: 'Everything' }));
    expect(window.location.search).toBe('');
  });

  it('an empty library says how to fill it', async () => {
    renderAccount({ url: '/account/library', http: library([]).http });
    expect(await within(await favorites()).findByText(/Press the heart on any product/)).toBeInTheDocument();
  });
});
