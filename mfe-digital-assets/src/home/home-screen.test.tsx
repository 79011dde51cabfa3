import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCREEN_TITLES } from '@storefront/store-config';
import { digitalHome } from '../fixtures/assets';
import { fakeService, refusal } from '../fixtures/fake-service';
import { renderPage } from '../fixtures/render-page';

describe('the digital-assets page', () => {
  it('shows the inlined featured designs and the newest at once, with a way to every design', () => {
    const service = fakeService();
    renderPage({ url: '/digital-assets', http: service.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Digital assets' })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured designs' });
    expect(within(featured).getByRole('link', { name: 'Retro Sunset' })).toHaveAttribute('href', '/digital-assets/retro-sunset.html');
    const newest = screen.getByRole('region', { name: 'New designs' });
    expect(within(newest).getByRole('link', { name: 'Paper Crane' })).toHaveAttribute('href', '/digital-assets/paper-crane.html');
    expect(screen.getByRole('link', { name: 'Browse all designs' })).toHaveAttribute('href', '/digital-designs');
    expect(service.callsTo('GET', '/api/digital-assets/home.json')).toEqual([]);
    expect(document.title).toBe(SCREEN_TITLES['digital-assets']);
  });

  it('in Canada, after a client-side move, asks for the page in that store and links within /ca', async () => {
    const service = fakeService({ home: digitalHome('ca') });
    renderPage({ url: '/ca/digital-assets', http: service.http, inlined: false });
    expect(screen.getByText('Loading designs…')).toHaveAttribute('role', 'status');
    const newest = await screen.findByRole('region', { name: 'New designs' });
    expect(within(newest).getByRole('link', { name: 'Paper Crane' })).toHaveAttribute('href', '/ca/digital-assets/paper-crane.html');
    expect(service.callsTo('GET', '/api/digital-assets/home.json')[0]!.opts?.searchParams).toEqual({ store: 'ca' });
    expect(screen.getByRole('link', { name: 'Browse all designs' })).toHaveAttribute('href', '/ca/digital-designs');
  });

  it('a failed load says why and tries again', async () => {
    const service = fakeService();
    let down = true;
    const http = {
      ...service.http,
      get: <T,>(path: string, opts?: Parameters<typeof service.http.get>[1]) =>
        down && path === '/api/digital-assets/home.json' ? Promise.reject(refusal(503, 'unavailable', 'Try again in a minute.')) : service.http.get<T>(path, opts),
    };
    const { user } = renderPage({ url: '/digital-assets', http, inlined: false });
    expect(await screen.findByText('Try again in a minute.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Featured designs' })).toBeInTheDocument();
  });

  it('then, per shopper, their files and "Send to print", all of them (no asset named)', async () => {
    const service = fakeService();
    renderPage({ url: '/digital-assets', http: service.http });
    expect(await screen.findByRole('button', { name: 'Send to print' })).toBeInTheDocument();
    expect(await screen.findByText(/No files yet/)).toBeInTheDocument();
    expect(service.callsTo('GET', '/api/digital-assets/uploads.json')[0]!.opts).toBeUndefined();
  });
});
