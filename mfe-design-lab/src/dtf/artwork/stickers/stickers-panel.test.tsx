import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../fixtures/fake-design-lab';
import { ARTWORK_ID, artworkOf, version } from '../../../fixtures/fake-dtf';
import { stickerOutlineOf } from '../../../fixtures/fake-stickers';
import { renderArtwork } from '../../../fixtures/render-dtf';

const CUTLINES = /\/sticker_cutlines$/;
const PRICES = /^\/api\/stickers\/prices$/;
/** 1200 × 800 px: 2 in wide is 600 DPI, 10 in 120 DPI */
const logo = () => artworkOf({ name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800, 20)] });
/** 500 × 400 px: 4 in wide is 125 DPI, 6 in 83 DPI */
const small = () => artworkOf({ name: 'badge.png', versions: [version(ARTWORK_ID, 1, 'upload', 500, 400, 20)] });
const loaded = () => screen.findByRole('img', { name: /, version \d+, on a light background$/ });
const panel = () => screen.getByRole('region', { name: 'Stickers' });
const inPanel = () => within(panel());
const drawing = (name: string | RegExp) => inPanel().findByRole('img', { name });
const cutlineCalls = (lab: { asked(p: RegExp): { params: Record<string, string> }[] }) => lab.asked(CUTLINES).map((c) => c.params);
const priceCalls = (lab: { asked(p: RegExp): { params: Record<string, string> }[] }) => lab.asked(PRICES).map((c) => c.params);
const addButton = () => within(inPanel().getByRole('form', { name: 'Add stickers to cart' })).getByRole('button');

describe('Your artwork: stickers — the cut line', () => {
  it('traces the cut line for the first shape, offset and width, and draws it over the artwork’s thumbnail', async () => {
    const { lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    expect(inPanel().getByRole('radio', { name: 'Die-cut' })).toBeChecked();
    expect(inPanel().getByRole('radio', { name: '1/8 in' })).toBeChecked();
    expect(inPanel().getByRole('radio', { name: '2 in' })).toBeChecked();
    expect(inPanel().getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Die-cut', 'Circle', 'Square', 'Rounded', '1/16 in', '1/8 in', '1/4 in', '2 in', '3 in', '4 in', '5 in', 'Other width']);

    const svg = await drawing('Die-cut sticker 2.25 × 1.59 in, cut line 1/8 in from the art');
    expect(cutlineCalls(lab)).toEqual([{ shape: 'die-cut', offset_in: '0.125', width_in: '2', version: '1' }]);
    expect(lab.asked(CUTLINES)[0]!.path).toBe(`/api/users/dtf_artworks/${ARTWORK_ID}/sticker_cutlines`);
    // the cut line's box is the viewBox; the artwork sits at 0,0 at its printed size
    expect(svg).toHaveAttribute('viewBox', '-0.125 -0.125 2.25 1.5833');
    expect(svg).toHaveAttribute('width', '240');
    expect(svg).toHaveAttribute('height', '169');
    const image = svg.querySelector('image')!;
    expect(image).toHaveAttribute('href', `/api/users/dtf_artworks/${ARTWORK_ID}/file?version=1&width=400`);
    expect([image.getAttribute('x'), image.getAttribute('y'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['0', '0', '2', '1.33']);
    const expected = stickerOutlineOf({ width: 1200, height: 800 }, { shape: 'die-cut', offset_in: 0.125, width_in: 2 }).path;
    expect(svg.querySelector('path.dl-sticker__cut')).toHaveAttribute('d', expected);
    expect(inPanel().getByText(/^Sticker size/)).toHaveTextContent('Sticker size 2.25 × 1.59 in (your art 2 × 1.33 in)');
    expect(inPanel().getByText(/DPI at this width/)).toHaveTextContent('600 DPI at this width.');
  });

  it('asks again for the shape, offset and width the shopper chooses', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await drawing(/^Die-cut sticker/);

    await user.click(inPanel().getByRole('radio', { name: 'Circle' }));
    await drawing('Circle sticker 2.66 × 2.66 in, cut line 1/8 in from the art');
    await user.click(inPanel().getByRole('radio', { name: '1/4 in' }));
    await drawing('Circle sticker 2.91 × 2.91 in, cut line 1/4 in from the art');
    await user.click(inPanel().getByRole('radio', { name: 'Other width' }));
    const width = inPanel().getByRole('spinbutton', { name: 'Artwork width (inches)' });
    // it starts from the width chosen so far
    expect(width).toHaveValue(2);
    await user.clear(width);
    await user.type(width, '3.5');
    await drawing('Circle sticker 4.71 × 4.71 in, cut line 1/4 in from the art');
    expect(cutlineCalls(lab).at(-1)).toEqual({ shape: 'circle', offset_in: '0.25', width_in: '3.5', version: '1' });
    expect(cutlineCalls(lab).slice(0, 3)).toEqual([
      { shape: 'die-cut', offset_in: '0.125', width_in: '2', version: '1' },
      { shape: 'circle', offset_in: '0.125', width_in: '2', version: '1' },
      { shape: 'circle', offset_in: '0.25', width_in: '2', version: '1' },
    ]);
    // the price follows the traced sticker, not the artwork's width
    await waitFor(() => expect(priceCalls(lab).at(-1)).toEqual({ store: 'us', shape: 'circle', width_in: '4.71', height_in: '4.71', quantity: '50' }));
  });

  it('traces the version in use', async () => {
    const artwork = artworkOf({ name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800), version(ARTWORK_ID, 2, 'refine', 2400, 1600)] });
    const { lab } = renderArtwork({ artworks: [artwork] });
    await loaded();
    const svg = await drawing(/^Die-cut sticker/);
    expect(cutlineCalls(lab)).toEqual([{ shape: 'die-cut', offset_in: '0.125', width_in: '2', version: '2' }]);
    expect(svg.querySelector('image')).toHaveAttribute('href', `/api/users/dtf_artworks/${ARTWORK_ID}/file?version=2&width=400`);
    expect(inPanel().getByText(/DPI at this width/)).toHaveTextContent('1,200 DPI at this width.');
  });

  it('says it is tracing while the cut line is on its way, and keeps the last one meanwhile', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await drawing(/^Die-cut sticker/);
    const release = lab.holdNext('GET', CUTLINES);
    await user.click(inPanel().getByRole('radio', { name: 'Square' }));
    expect(await inPanel().findByText('Tracing the cut line…')).toHaveAttribute('role', 'status');
    expect(inPanel().getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    expect(inPanel().getByRole('img', { name: /^Die-cut sticker/ })).toBeInTheDocument();
    // the price waits for the new size
    expect(inPanel().getByRole('group', { name: 'Sticker price' })).toHaveAttribute('aria-busy', 'true');
    release();
    await drawing('Square sticker 2.25 × 2.25 in, cut line 1/8 in from the art');
    expect(inPanel().queryByText('Tracing the cut line…')).not.toBeInTheDocument();
    expect(inPanel().getByRole('figure')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the service’s message when it refuses the offset (422), and the button waits', async () => {
    const message = 'The cut line sits 0.03125–0.25 in outside the artwork (this is 0.0625 in).';
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await drawing(/^Die-cut sticker/);
    lab.failNext('GET', CUTLINES, apiError(422, 'cut_line_offset_out_of_range', message));
    await user.click(inPanel().getByRole('radio', { name: '1/16 in' }));

    expect(await inPanel().findByRole('alert')).toHaveTextContent(message);
    expect(inPanel().queryByRole('img', { name: /sticker/ })).not.toBeInTheDocument();
    expect(inPanel().queryByRole('group', { name: 'Sticker price' })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(message);

    await user.click(inPanel().getByRole('radio', { name: '1/8 in' }));
    await drawing(/^Die-cut sticker/);
    expect(inPanel().queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(addButton()).toBeEnabled());
  });
});

describe('Your artwork: stickers — DPI and the waiver', () => {
  it('warns under 150 DPI in the transfers’ words', async () => {
    const { user } = renderArtwork({ artworks: [small()] });
    await loaded();
    await user.click(inPanel().getByRole('radio', { name: '4 in' }));
    expect(inPanel().getByText(/DPI at this width/)).toHaveTextContent('125 DPI at this width — under 150 DPI it may print soft. Choose a smaller size, or use Refine for size.');
    expect(inPanel().queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('under 100 DPI shows no price until “I accept a low-resolution print for these stickers” is ticked', async () => {
    const { user, lab } = renderArtwork({ artworks: [small()] });
    await loaded();
    await user.click(inPanel().getByRole('radio', { name: 'Other width' }));
    await user.clear(inPanel().getByRole('spinbutton', { name: 'Artwork width (inches)' }));
    await user.type(inPanel().getByRole('spinbutton', { name: 'Artwork width (inches)' }), '6');
    expect(inPanel().getByText(/DPI at this width/)).toHaveTextContent(
      '83 DPI at this width — under 100 DPI it will print blurry. Choose a smaller size, use Refine for size, or accept a low-resolution print.',
    );
    // the cut line is still drawn: the shopper sees what they would get
    await drawing(/^Die-cut sticker 6.25 × 5.05 in/);
    expect(priceCalls(lab).some((p) => p.width_in === '6.25')).toBe(false);
    expect(inPanel().queryByRole('group', { name: 'Sticker price' })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('The price shows once your art prints at 100 DPI or more, or you accept a low-resolution print.');

    await user.click(inPanel().getByRole('checkbox', { name: 'I accept a low-resolution print for these stickers' }));
    await waitFor(() => expect(priceCalls(lab).at(-1)).toEqual({ store: 'us', shape: 'die-cut', width_in: '6.25', height_in: '5.05', quantity: '50' }));
    expect(addButton()).toBeEnabled();
    await user.click(addButton());
    await waitFor(() => expect(lab.stickerLines()).toHaveLength(1));
    expect(lab.asked(/sticker_add$/)[0]!.body).toMatchObject({ width_in: 6, accept_low_resolution: true });
  });
});

describe('Your artwork: stickers — quantity and price', () => {
  it('prices the traced size at 50 stickers, with each tier, and offers the tiers’ minimums as quick choices (US)', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    const price = await inPanel().findByRole('group', { name: 'Sticker price' });
    // 2.25 × 1.59 in at the fake's 60¢ + 8.7¢ a square inch
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$0\.91\s*Total for 50\s*\$45\.50/));
    expect(priceCalls(lab)).toEqual([{ store: 'us', shape: 'die-cut', width_in: '2.25', height_in: '1.59', quantity: '50' }]);
    expect(within(price).getAllByText('$0.91')[0]).toHaveAttribute('data-currency', 'USD');
    const tiers = within(price).getByRole('table', { name: 'Price per sticker by quantity' });
    expect(within(tiers).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['50–99$0.91', '100–199$0.55', '200–499$0.35', '500–999$0.23', '1,000+$0.17']);
    expect(within(tiers).getByRole('row', { name: '50–99 $0.91' })).toHaveAttribute('aria-current', 'true');

    const quick = inPanel().getByRole('group', { name: 'Quick quantities' });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['50', '100', '200', '500', '1,000']);
    expect(within(quick).getByRole('button', { name: '50 stickers' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(quick).getByRole('button', { name: '500 stickers' }));
    expect(inPanel().getByRole('spinbutton', { name: 'Quantity of stickers' })).toHaveValue(500);
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$0\.23\s*Total for 500\s*\$115\.00/));
    expect(priceCalls(lab).at(-1)).toMatchObject({ quantity: '500' });
    expect(within(quick).getByRole('button', { name: '500 stickers' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tiers).getByRole('row', { name: '500–999 $0.23' })).toHaveAttribute('aria-current', 'true');
  });

  it('says stickers come 50 and up when fewer are typed, asks no price for them, and the button waits', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await inPanel().findByRole('group', { name: 'Sticker price' });
    const quantity = inPanel().getByRole('spinbutton', { name: 'Quantity of stickers' });
    await user.clear(quantity);
    await user.type(quantity, '20');
    const message = 'Stickers are printed 50 or more at a time: enter a whole number from 50 to 9,999.';
    expect(inPanel().getByText(message)).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(message);
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(message);
    expect(inPanel().queryByRole('group', { name: 'Sticker price' })).not.toBeInTheDocument();
    expect(priceCalls(lab).some((p) => p.quantity === '2' || p.quantity === '20')).toBe(false);

    await user.type(quantity, '0');
    await waitFor(() => expect(priceCalls(lab).at(-1)).toMatchObject({ quantity: '200' }));
    expect(inPanel().queryByText(message)).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it('shows the service’s message when it will not price the sticker (422), and the button waits', async () => {
    const { user } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await user.click(inPanel().getByRole('radio', { name: 'Other width' }));
    await user.clear(inPanel().getByRole('spinbutton', { name: 'Artwork width (inches)' }));
    await user.type(inPanel().getByRole('spinbutton', { name: 'Artwork width (inches)' }), '11.9');
    const alert = await inPanel().findByRole('alert');
    expect(alert).toHaveTextContent('A sticker is 1–12 in on each side (this is 12.15 × 8.19 in).');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('A sticker is 1–12 in on each side (this is 12.15 × 8.19 in).');
  });

  it('a width wider than any sticker is refused here, without asking', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await user.click(inPanel().getByRole('radio', { name: 'Other width' }));
    await user.clear(inPanel().getByRole('spinbutton', { name: 'Artwork width (inches)' }));
    await user.type(inPanel().getByRole('spinbutton', { name: 'Artwork width (inches)' }), '13');
    expect(inPanel().getByText('A sticker is 1–12 in on each side: choose a narrower width for your artwork.')).toBeInTheDocument();
    expect(cutlineCalls(lab).some((p) => p.width_in === '13')).toBe(false);
    expect(addButton()).toBeDisabled();
  });

  it('prices in Canadian dollars in the Canadian store', async () => {
    const { lab } = renderArtwork({ store: 'ca', artworks: [logo()] });
    await loaded();
    const price = await inPanel().findByRole('group', { name: 'Sticker price' });
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$1\.22\s*Total for 50\s*\$61\.00/));
    expect(priceCalls(lab)).toEqual([{ store: 'ca', shape: 'die-cut', width_in: '2.25', height_in: '1.59', quantity: '50' }]);
    expect(within(price).getAllByText('$1.22')[0]).toHaveAttribute('data-currency', 'CAD');
    expect(within(price).getByText('$61.00')).toHaveAttribute('data-currency', 'CAD');
    expect(within(price).getByRole('row', { name: /^1,000\+/ })).toBeInTheDocument();
  });
});
