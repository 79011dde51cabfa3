import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@storefront/store-config';
import { card, image, listing } from '../fixtures/catalog';
import { fakeHttp } from '../fixtures/fake-http';
import { renderArea, setViewportWidth } from '../fixtures/render-area';

const DESIGN = 'Retro Sunset Badge — the design';
const ON_TEE = 'Retro Sunset Badge printed on a T-shirt';

async function showCards() {
  const asset = card({
    title: 'Retro Sunset Badge',
    slug: 'retro-sunset-badge',
    url: '/digital-assets/retro-sunset-badge.html',
    kind: 'digital_asset',
    business_line: 'digital',
    image: image(DESIGN, 'da1-0'),
    hover_image: image(ON_TEE, 'da1-1'),
    colors: [{ name: 'Sunset palette', hex: '#fbe7c6' }],
  });
  const tee = card({ title: 'Classic Tee', slug: 'classic-tee' });
  renderArea({ url: '/digital-designs', http: fakeHttp(() => listing({ products: [asset, tee], total: 2 })) });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  const [assetCard, teeCard] = within(screen.getByRole('list', { name: 'T-Shirts' })).getAllByRole('article');
  return { assetCard: assetCard!, teeCard: teeCard! };
}

/** The card's picture: its accessible name says which one it is. */
const picture = (article: HTMLElement) => within(article).getByRole('img', { name: /Retro Sunset Badge|Classic Tee/ });
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('the asset card’s hover preview (§2, §9)', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the second picture on hover, and the first again exactly 500 ms after the pointer leaves', async () => {
    const { assetCard } = await showCards();
    expect(picture(assetCard)).toHaveAccessibleName(DESIGN);
    expect(picture(assetCard)).toHaveAttribute('src', '/img/da1-0.jpg');

    fireEvent.mouseEnter(assetCard);
    expect(picture(assetCard)).toHaveAccessibleName(ON_TEE);
    expect(picture(assetCard)).toHaveAttribute('src', '/img/da1-1.jpg');

    fireEvent.mouseLeave(assetCard);
    await advance(TIMING.hoverPreviewResetMs - 1);
    expect(picture(assetCard)).toHaveAccessibleName(ON_TEE);
    await advance(1);
    expect(picture(assetCard)).toHaveAccessibleName(DESIGN);
  });

  it('keeps the preview when the pointer comes back before the reset', async () => {
    const { assetCard } = await showCards();
    fireEvent.mouseEnter(assetCard);
    fireEvent.mouseLeave(assetCard);
    await advance(300);
    fireEvent.mouseEnter(assetCard);
    await advance(2_000);
    expect(picture(assetCard)).toHaveAccessibleName(ON_TEE);
    fireEvent.mouseLeave(assetCard);
    await advance(TIMING.hoverPreviewResetMs);
    expect(picture(assetCard)).toHaveAccessibleName(DESIGN);
  });

  it('shows it while focus is in the card, for keyboard users, and resets after focus leaves', async () => {
    const { assetCard } = await showCards();
    const link = within(assetCard).getByRole('link', { name: 'Retro Sunset Badge' });
    expect(link).toHaveAttribute('href', '/digital-assets/retro-sunset-badge.html');
    act(() => link.focus());
    expect(picture(assetCard)).toHaveAccessibleName(ON_TEE);
    act(() => link.blur());
    await advance(TIMING.hoverPreviewResetMs);
    expect(picture(assetCard)).toHaveAccessibleName(DESIGN);
  });

  it('leaves cards without a second picture as they are', async () => {
    const { teeCard } = await showCards();
    fireEvent.mouseEnter(teeCard);
    expect(picture(teeCard)).toHaveAccessibleName('Classic Tee');
    expect(vi.getTimerCount()).toBe(0);
  });
});
