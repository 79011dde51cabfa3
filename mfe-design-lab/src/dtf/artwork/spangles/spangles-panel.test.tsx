import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTWORK_ID, artworkOf, version } from '../../../fixtures/fake-dtf';
import { renderArtwork } from '../../../fixtures/render-dtf';

const PATTERN = /\/spangle$/;
/** 1200 × 800 px: 3 in wide is 3 × 2 in */
const logo = () => artworkOf({ name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800, 20)] });
const loaded = () => screen.findByRole('img', { name: /, version \d+, on a light background$/ });
const inPanel = () => within(screen.getByRole('region', { name: 'Spangles' }));
const picture = (name: string | RegExp) => inPanel().findByRole('img', { name });
const patternCalls = (lab: { asked(p: RegExp): { params: Record<string, string> }[] }) => lab.asked(PATTERN).map((c) => c.params);
const perColour = () => within(inPanel().getByRole('list', { name: 'Stones per colour' })).getAllByRole('listitem').map((li) => li.textContent);
const addButton = () => within(inPanel().getByRole('form', { name: 'Add spangles to cart' })).getByRole('button');
const previewUrl = (query: string) => `/api/users/dtf_artworks/${ARTWORK_ID}/spangle.png?${query}`;

describe('Your artwork: spangles — the stone pattern', () => {
  it('lays out the first stone size, colour and width, shows the service’s picture, the stones per colour and the price', async () => {
    const { lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    expect(inPanel().getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'SS6 (2 mm)',
      'SS10 (2.8 mm)',
      'SS16 (3.9 mm)',
      'SS20 (4.7 mm)',
      '3 in',
      '4 in',
      '6 in',
      '8 in',
      '10 in',
      'Other width',
    ]);
    expect(inPanel().getByRole('radio', { name: 'SS10 (2.8 mm)' })).toBeChecked();
    expect(inPanel().getByRole('radio', { name: '3 in' })).toBeChecked();
    const colours = inPanel().getByRole('group', { name: 'Stone colours' });
    expect(within(colours).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([
      'Crystal',
      'Jet black',
      'Gold',
      'Silver',
      'Siam red',
      'Rose pink',
      'Aquamarine',
      'Sapphire',
      'Emerald',
      'Amethyst',
      'Topaz',
      'Peridot',
    ]);
    expect(within(colours).getAllByRole('checkbox', { checked: true }).map((c) => c.closest('label')!.textContent)).toEqual(['Crystal']);
    expect(within(colours).getByRole('checkbox', { name: 'Gold' }).closest('label')!.querySelector('.dl-spangle__swatch')).toHaveStyle({ backgroundColor: '#d4a017' });

    const img = await picture('Spangle pattern: 176 SS10 stones, 3 × 2 in');
    expect(patternCalls(lab)).toEqual([{ store: 'us', stone_size: 'SS10', width_in: '3', colours: 'crystal', quantity: '1', version: '1' }]);
    expect(lab.asked(PATTERN)[0]!.path).toBe(`/api/users/dtf_artworks/${ARTWORK_ID}/spangle`);
    expect(img).toHaveAttribute('src', previewUrl('version=1&stone_size=SS10&width_in=3&colours=crystal'));
    // its box is set from the pattern's size: nothing moves when the picture comes
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '160');
    expect(inPanel().getByText(/^176 SS10 stones/).closest('span')).toHaveTextContent('176 SS10 stones (2.8 mm), 3 × 2 in');
    expect(perColour()).toEqual(['Crystal: 176']);
    expect(inPanel().queryByText(/Remove background/)).not.toBeInTheDocument();

    const price = inPanel().getByRole('group', { name: 'Spangle price' });
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$6\.37\s*Total for 1\s*\$6\.37/));
    expect(within(price).getAllByText('$6.37')[0]).toHaveAttribute('data-currency', 'USD');
    const tiers = within(price).getByRole('table', { name: 'Price per transfer by quantity' });
    expect(within(tiers).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'TransfersEach',
      '1–11$6.37',
      '12–23$5.48',
      '24–49$4.60',
      '50–99$3.96',
      '100–249$3.32',
      '250+$2.69',
    ]);
    expect(within(tiers).getByRole('row', { name: '1–11 $6.37' })).toHaveAttribute('aria-current', 'true');
    expect(addButton()).toBeEnabled();
  });

  it('asks again as the shopper changes the stone size, the colours and the width', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await picture(/^Spangle pattern: 176 SS10/);

    await user.click(inPanel().getByRole('radio', { name: 'SS16 (3.9 mm)' }));
    await picture('Spangle pattern: 108 SS16 stones, 3 × 2 in');
    await user.click(inPanel().getByRole('checkbox', { name: 'Gold' }));
    await user.click(inPanel().getByRole('checkbox', { name: 'Jet black' }));
    // sent in the colour table's order, whatever order they were ticked in
    await waitFor(() => expect(patternCalls(lab).at(-1)).toMatchObject({ stone_size: 'SS16', colours: 'crystal,jet,gold' }));
    await waitFor(() => expect(perColour()).toEqual(['Crystal: 54', 'Jet black: 27', 'Gold: 27']));
    expect(inPanel().getByRole('img', { name: /^Spangle pattern/ })).toHaveAttribute('src', previewUrl('version=1&stone_size=SS16&width_in=3&colours=crystal%2Cjet%2Cgold'));

    await user.click(inPanel().getByRole('radio', { name: '4 in' }));
    const img = await picture('Spangle pattern: 192 SS16 stones, 4 × 2.67 in');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '160');
    await user.click(inPanel().getByRole('radio', { name: 'Other width' }));
    const width = inPanel().getByRole('spinbutton', { name: 'Printed width (inches)' });
    // it starts from the width chosen so far
    expect(width).toHaveValue(4);
    await user.clear(width);
    await user.type(width, '6.5');
    await picture(/^Spangle pattern: [\d,]+ SS16 stones, 6\.5 × 4\.33 in$/);
    expect(patternCalls(lab).at(-1)).toEqual({ store: 'us', stone_size: 'SS16', width_in: '6.5', colours: 'crystal,jet,gold', quantity: '1', version: '1' });
  });

  it('says it is setting the stones while a pattern is on its way, and keeps the last one meanwhile', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await picture(/^Spangle pattern: 176 SS10/);
    const release = lab.holdNext('GET', PATTERN);
    await user.click(inPanel().getByRole('radio', { name: 'SS20 (4.7 mm)' }));

    expect(await inPanel().findByText('Setting the stones…')).toHaveAttribute('role', 'status');
    expect(inPanel().getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    expect(inPanel().getByRole('img', { name: 'Spangle pattern: 176 SS10 stones, 3 × 2 in' })).toBeInTheDocument();
    expect(inPanel().getByRole('group', { name: 'Spangle price' })).toHaveAttribute('aria-busy', 'true');
    release();
    await picture('Spangle pattern: 78 SS20 stones, 3 × 2 in');
    expect(inPanel().queryByText('Setting the stones…')).not.toBeInTheDocument();
    expect(inPanel().getByRole('figure')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the service’s message when it will not make the pattern (422), and the button waits', async () => {
    const { user } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await picture(/^Spangle pattern/);
    await user.click(inPanel().getByRole('radio', { name: 'SS6 (2 mm)' }));
    await user.click(inPanel().getByRole('radio', { name: 'Other width' }));
    const width = inPanel().getByRole('spinbutton', { name: 'Printed width (inches)' });
    await user.clear(width);
    await user.type(width, '14');

    const alert = await inPanel().findByRole('alert');
    expect(alert).toHaveTextContent(/^A spangle transfer has 10 to 5,000 stones \(this has [\d,]+\)\.$/);
    expect(inPanel().queryByRole('img', { name: /^Spangle pattern/ })).not.toBeInTheDocument();
    expect(inPanel().queryByRole('list', { name: 'Stones per colour' })).not.toBeInTheDocument();
    expect(inPanel().queryByRole('group', { name: 'Spangle price' })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(alert.textContent!);

    // the press: 36 × 24 in is wider than the film
    await user.clear(width);
    await user.type(width, '36');
    await waitFor(() => expect(inPanel().getByRole('alert')).toHaveTextContent('A spangle transfer is ½–22 in on one side and at most 40 in on the other (this is 36 × 24 in).'));

    await user.click(inPanel().getByRole('radio', { name: '3 in' }));
    await picture('Spangle pattern: 285 SS6 stones, 3 × 2 in');
    expect(inPanel().queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(addButton()).toBeEnabled());
  });

  it('refuses here a width longer than the press, without asking', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await picture(/^Spangle pattern/);
    await user.click(inPanel().getByRole('radio', { name: 'Other width' }));
    const width = inPanel().getByRole('spinbutton', { name: 'Printed width (inches)' });
    await user.clear(width);
    await user.type(width, '41');
    const message = 'A spangle transfer is at most 40 in on its long side: choose a narrower width.';
    expect(inPanel().getByText(message)).toBeInTheDocument();
    expect(width).toHaveAccessibleDescription(message);
    expect(patternCalls(lab).some((p) => p.width_in === '41')).toBe(false);
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(message);
  });

  it('needs at least one stone colour: with none it says so, asks nothing and the button waits', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await picture(/^Spangle pattern/);
    const asked = patternCalls(lab).length;
    await user.click(inPanel().getByRole('checkbox', { name: 'Crystal' }));

    const message = 'Choose at least one stone colour.';
    expect(inPanel().getByText(message)).toBeInTheDocument();
    expect(inPanel().getByRole('group', { name: 'Stone colours' })).toHaveAccessibleDescription(message);
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(message);
    expect(inPanel().queryByRole('img', { name: /^Spangle pattern/ })).not.toBeInTheDocument();
    expect(inPanel().queryByRole('group', { name: 'Spangle price' })).not.toBeInTheDocument();
    expect(patternCalls(lab)).toHaveLength(asked);

    await user.click(inPanel().getByRole('checkbox', { name: 'Sapphire' }));
    await picture(/^Spangle pattern: 176 SS10/);
    expect(patternCalls(lab).at(-1)).toMatchObject({ colours: 'sapphire' });
    expect(perColour()).toEqual(['Sapphire: 176']);
    expect(inPanel().queryByText(message)).not.toBeInTheDocument();
    await waitFor(() => expect(addButton()).toBeEnabled());
  });

  it('prices the quantity chosen, with its tier marked; a quantity that is not one waits without a price', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await picture(/^Spangle pattern/);
    const quick = await inPanel().findByRole('group', { name: 'Quick quantities' });
    expect(within(quick).getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '12', '24', '50', '100', '250']);
    expect(within(quick).getByRole('button', { name: '1 transfer' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(quick).getByRole('button', { name: '12 transfers' }));
    const quantity = inPanel().getByRole('spinbutton', { name: 'Quantity of spangle transfers' });
    expect(quantity).toHaveValue(12);
    const price = inPanel().getByRole('group', { name: 'Spangle price' });
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$5\.48\s*Total for 12\s*\$65\.76/));
    expect(patternCalls(lab).at(-1)).toMatchObject({ quantity: '12' });
    expect(within(price).getByRole('row', { name: '12–23 $5.48' })).toHaveAttribute('aria-current', 'true');

    await user.clear(quantity);
    await user.type(quantity, '0');
    const message = 'Enter how many transfers you want: a whole number from 1 to 5,000.';
    expect(inPanel().getByText(message)).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(message);
    expect(inPanel().queryByRole('group', { name: 'Spangle price' })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    // the pattern still shows for the choices made
    expect(inPanel().getByRole('img', { name: /^Spangle pattern: 176 SS10/ })).toBeInTheDocument();
  });

  it('suggests removing the background first when the stones fill the artwork’s whole box', async () => {
    const { user } = renderArtwork({ artworks: [logo()], setUp: (lab) => lab.setSpangleFill(1) });
    await loaded();
    await picture('Spangle pattern: 293 SS10 stones, 3 × 2 in');
    const hint = inPanel().getByText(/fill your artwork’s whole box/);
    expect(hint).toHaveTextContent('The stones fill your artwork’s whole box, so its background would be set in stones too. If it has one, use Remove background (under Tools) first.');
    // at any stone size
    await user.click(inPanel().getByRole('radio', { name: 'SS20 (4.7 mm)' }));
    await picture(/^Spangle pattern: \d+ SS20 stones/);
    expect(inPanel().getByText(/fill your artwork’s whole box/)).toBeInTheDocument();
  });

  it('lays out the version in use', async () => {
    const artwork = artworkOf({ name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800), version(ARTWORK_ID, 2, 'segment', 1200, 800)] });
    const { lab } = renderArtwork({ artworks: [artwork] });
    await loaded();
    const img = await picture(/^Spangle pattern/);
    expect(patternCalls(lab)).toEqual([{ store: 'us', stone_size: 'SS10', width_in: '3', colours: 'crystal', quantity: '1', version: '2' }]);
    expect(img).toHaveAttribute('src', previewUrl('version=2&stone_size=SS10&width_in=3&colours=crystal'));
  });

  it('prices in Canadian dollars in the Canadian store', async () => {
    const { lab } = renderArtwork({ store: 'ca', artworks: [logo()] });
    await loaded();
    await picture(/^Spangle pattern/);
    const price = inPanel().getByRole('group', { name: 'Spangle price' });
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$8\.68\s*Total for 1\s*\$8\.68/));
    expect(patternCalls(lab)).toEqual([{ store: 'ca', stone_size: 'SS10', width_in: '3', colours: 'crystal', quantity: '1', version: '1' }]);
    expect(within(price).getAllByText('$8.68')[0]).toHaveAttribute('data-currency', 'CAD');
    expect(within(price).getByRole('row', { name: /^250\+/ })).toHaveTextContent('$3.64');
  });
});
