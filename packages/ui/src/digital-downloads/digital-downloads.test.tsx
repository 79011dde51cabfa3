import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchasedAsset } from '@storefront/contracts';
import { StoreProvider } from '../store/store-context';
import { deferred } from '../testing';
import { DigitalDownloads, type DigitalDownloadsProps } from './digital-downloads';
import { purchasedAsset } from './purchase.fixtures';

const START = Date.parse('2026-03-14T16:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

function renderDownloads(purchases: PurchasedAsset[], props: Partial<DigitalDownloadsProps> = {}, store: 'us' | 'ca' = 'us') {
  const renew = vi.fn<DigitalDownloadsProps['renew']>(async () => null);
  const open = vi.fn<(url: string) => void>();
  const view = render(
    <StoreProvider store={store}>
      <DigitalDownloads purchases={purchases} context="order" renew={renew} open={open} {...props} />
    </StoreProvider>,
  );
  return { ...view, renew: props.renew ?? renew, open: props.open ?? open };
}

/** Whether the browser would follow the click (nothing called preventDefault); the test then stops it (jsdom cannot navigate). */
function clickFollows(link: HTMLElement): boolean {
  let followed = false;
  const watch = (e: Event) => {
    followed = !e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', watch);
  fireEvent.click(link);
  document.removeEventListener('click', watch);
  return followed;
}

const sunset = () => purchasedAsset({}, START);
const extended = () =>
  purchasedAsset(
    {
      order_line_id: '0190a1b2-c3d4-7e5f-8a9b-000000000002',
      product: { slug: 'neon-tiger', title: 'Neon Tiger', url: '/digital-assets/neon-tiger.html', image: { src: '/t.jpg', srcset: '/t.webp 320w', type: 'image/webp', width: 640, height: 640, alt: 'Neon Tiger, the design' } },
      licence: 'extended',
      licence_label: 'Extended licence',
      quantity: 2,
      print_cap: null,
      units_used: 1200,
    },
    START,
  );

describe('DigitalDownloads', () => {
  it('lists each asset with its picture, a link to its page, the licence, a link per format and the certificate', () => {
    renderDownloads([sunset(), extended()]);
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('sf-downloads__item'));
    expect(items).toHaveLength(2);
    const first = within(screen.getByRole('listitem', { name: 'Retro Sunset' }));
    expect(first.getByRole('img', { name: 'Retro Sunset, the design' })).toHaveAttribute('src', '/images/retro-sunset.jpg');
    expect(first.getByRole('heading', { level: 3, name: 'Retro Sunset' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Retro Sunset' })).toHaveAttribute('href', '/digital-assets/retro-sunset.html');
    expect(first.getByText('Standard licence')).toBeInTheDocument();
    const files = within(first.getByRole('list', { name: 'Files of Retro Sunset, Standard licence' }));
    expect(files.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Download PNG', sunset().downloads[0]!.url],
      ['Download SVG', sunset().downloads[1]!.url],
      ['Licence certificate (PDF)', sunset().certificate_url],
    ]);
    expect(first.getByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence' })).toHaveAttribute('download');
    // the thank-you page shows one order: no order, date or printed units per item
    expect(first.queryByText(/printed units|Unlimited prints/)).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Neon Tiger' })).getByText('Extended licence × 2')).toBeInTheDocument();
  });

  it('in My Library: the order (linked), the date in the store’s format and the printed units, in the Canadian store’s links', () => {
    renderDownloads([sunset(), extended()], { context: 'library' }, 'ca');
    const first = within(screen.getByRole('listitem', { name: 'Retro Sunset' }));
    expect(first.getByRole('link', { name: 'R123456789' })).toHaveAttribute('href', '/ca/orders/R123456789');
    expect(first.getByRole('link', { name: 'Retro Sunset' })).toHaveAttribute('href', '/ca/digital-assets/retro-sunset.html');
    const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(new Date('2026-03-14T15:30:00.000Z'));
    expect(first.getByText(day)).toHaveAttribute('datetime', '2026-03-14T15:30:00.000Z');
    expect(first.getByText('0 of 500 printed units used')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Licence certificate (PDF), Retro Sunset, Standard licence, order R123456789' })).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Neon Tiger' })).getByText('Unlimited prints')).toBeInTheDocument();
  });

  it('formats the date and counts for the US store', () => {
    renderDownloads([purchasedAsset({ print_cap: 2500, units_used: 1234 }, START)], { context: 'library' });
    expect(screen.getByText('Mar 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('1,234 of 2,500 printed units used')).toBeInTheDocument();
  });

  it('follows a fresh link as it is', () => {
    const { renew, open } = renderDownloads([sunset()]);
    vi.advanceTimersByTime(14 * 60_000);
    expect(clickFollows(screen.getByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence' }))).toBe(true);
    expect(renew).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('renews a link pressed after it expired, then follows the new one; a second press meanwhile is ignored', async () => {
    const answer = deferred<string | null>();
    const renew = vi.fn(() => answer.promise);
    const { open } = renderDownloads([sunset()], { renew });
    vi.advanceTimersByTime(15 * 60_000);
    const svg = screen.getByRole('link', { name: 'Download SVG, Retro Sunset, Standard licence' });
    expect(clickFollows(svg)).toBe(false);
    expect(renew).toHaveBeenCalledWith(sunset().order_line_id, 'svg');
    expect(screen.getByRole('status', { name: 'Renewing the download link' })).toBeInTheDocument();
    expect(clickFollows(svg)).toBe(false);
    expect(renew).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve('/api/digital-assets/downloads/fresh-svg'));
    expect(open).toHaveBeenCalledWith('/api/digital-assets/downloads/fresh-svg');
    expect(screen.queryByRole('status', { name: 'Renewing the download link' })).toBeNull();
  });

  it('renews a link about to expire (inside the margin) too', () => {
    const { renew } = renderDownloads([sunset()]);
    vi.advanceTimersByTime(15 * 60_000 - 10_000);
    expect(clickFollows(screen.getByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence' }))).toBe(false);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('says so at the item when the renewal fails or the file is gone, and the next press tries again', async () => {
    const renew = vi.fn<DigitalDownloadsProps['renew']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(null).mockResolvedValueOnce('/fresh');
    const { open } = renderDownloads([sunset(), extended()], { renew });
    vi.advanceTimersByTime(20 * 60_000);
    const png = () => screen.getByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence' });
    await act(async () => void clickFollows(png()));
    const item = within(screen.getByRole('listitem', { name: 'Retro Sunset' }));
    expect(item.getByRole('alert')).toHaveTextContent('We could not renew this download link. Please press it again.');
    expect(within(screen.getByRole('listitem', { name: 'Neon Tiger' })).queryByRole('alert')).toBeNull();
    await act(async () => void clickFollows(png()));
    expect(item.getByRole('alert')).toHaveTextContent('The PNG file of Retro Sunset is no longer offered.');
    await act(async () => void clickFollows(png()));
    expect(item.queryByRole('alert')).toBeNull();
    expect(open).toHaveBeenCalledWith('/fresh');
  });

  it('never renews the certificate link (it does not expire)', () => {
    const { renew } = renderDownloads([sunset()]);
    vi.advanceTimersByTime(60 * 60_000);
    expect(clickFollows(screen.getByRole('link', { name: 'Licence certificate (PDF), Retro Sunset, Standard licence' }))).toBe(true);
    expect(renew).not.toHaveBeenCalled();
  });
});
