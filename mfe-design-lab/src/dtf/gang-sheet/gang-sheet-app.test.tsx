import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gangSheetAddBody } from '@storefront/contracts';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { apiError } from '../../fixtures/fake-design-lab';
import { ARTWORK_ID, OTHER_ARTWORK_ID, artworkOf, version } from '../../fixtures/fake-dtf';
import { SAVED_CART_ID, savedCartOf, type CartImage } from './fake-gang-sheet';
import { renderGangSheet } from './render-gang-sheet';

/** logo.png 1200 × 800 px (4 × 2.67 in by default), badge.png 600 × 600 px (2 × 2 in by default) */
const ARTWORKS = [
  artworkOf({ id: ARTWORK_ID, name: 'logo.png' }),
  artworkOf({ id: OTHER_ARTWORK_ID, name: 'badge.png', versions: [version(OTHER_ARTWORK_ID, 1, 'upload', 600, 600, 10)] }),
];
const ADD = /^\/api\/users\/dtf_artworks\/gang_sheet_add_to_cart$/;
const PLAN = /^\/api\/v2\/cart\/gang_sheet\.json$/;

const addForm = () => screen.getByRole('form', { name: 'Add gang sheet to cart' });
const addButton = () => within(addForm()).getByRole('button');
const drawing = (name: string | RegExp = /^Sheet 1: /) => screen.getByRole('group', { name });
const copiesOn = (sheet = drawing()) => within(sheet).getAllByRole('button');
const copyNamed = (name: RegExp) => within(drawing()).getByRole('button', { name });
/** each body sent, read with the contract's own schema as the cart reads it (nothing left to its defaults) */
const adds = (lab: { asked(p: RegExp): { body: unknown }[] }) =>
  lab.asked(ADD).map((c) => {
    const parsed = gangSheetAddBody.parse(c.body);
    expect(c.body).toEqual(parsed);
    return parsed;
  });

interface Placed {
  name: string;
  copy: number;
  w: number;
  h: number;
  x: number;
  y: number;
}
/** a copy's place and size, read back from its accessible name ("logo.png copy 2, 4 × 2.67 in at 1.5, 0.25 in") */
function placed(el: HTMLElement): Placed {
  const m = /^(.+) copy (\d+), ([\d.]+) × ([\d.]+) in at ([\d.]+), ([\d.]+) in/.exec(el.getAttribute('aria-label') ?? '');
  if (!m) throw new Error(`not a copy: ${el.getAttribute('aria-label')}`);
  return { name: m[1]!, copy: Number(m[2]), w: Number(m[3]), h: Number(m[4]), x: Number(m[5]), y: Number(m[6]) };
}
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** logo.png × 1 and badge.png × 3 chosen, laid out */
async function pickTwo(user: ReturnType<typeof renderGangSheet>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: 'logo.png' }));
  await user.click(screen.getByRole('checkbox', { name: 'badge.png' }));
  const copies = screen.getByRole('spinbutton', { name: 'Copies of badge.png' });
  await user.clear(copies);
  await user.type(copies, '3');
  await waitFor(() => expect(copiesOn()).toHaveLength(4));
}

describe('Gang sheet builder: choosing the artwork and the sheet', () => {
  it('without any artwork: says so and links to the upload page (a guest too)', async () => {
    renderGangSheet();
    expect(await screen.findByText(/^You have no artwork yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload artwork' })).toHaveAttribute('href', '/design-lab/transfers');
    expect(screen.queryByRole('group', { name: 'Sheet width' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add gang sheet to cart' })).not.toBeInTheDocument();
  });

  it('links to the Canadian upload page from the Canadian store', async () => {
    renderGangSheet({ store: 'ca' });
    expect(await screen.findByRole('link', { name: 'Upload artwork' })).toHaveAttribute('href', '/ca/design-lab/transfers');
  });

  it('lists the artworks with their pixels; a ticked one gets a width (the height and DPI follow) and copies, and the sheet is laid out at once', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS });
    const logo = await screen.findByRole('checkbox', { name: 'logo.png' });
    expect(logo).not.toBeChecked();
    expect(logo).toHaveAccessibleDescription('1,200 × 800 px');
    expect(screen.queryByRole('group', { name: /^Sheet 1/ })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();

    await user.click(logo);
    const width = screen.getByRole('spinbutton', { name: 'Width of logo.png (in)' });
    expect(width).toHaveValue(4);
    expect(width).toHaveAccessibleDescription('Prints 4 × 2.67 in 300 DPI at this size.');
    expect(screen.getByRole('spinbutton', { name: 'Copies of logo.png' })).toHaveValue(1);
    expect(copiesOn().map((c) => c.getAttribute('aria-label'))).toEqual(['logo.png copy 1, 4 × 2.67 in at 0.25, 0.25 in']);

    // wider: softer; wider still: blurry; too wide for the sheet: said, and the sheet stays as it was
    await user.clear(width);
    await user.type(width, '10');
    expect(screen.getByText(/^120 DPI at this size/)).toHaveTextContent('120 DPI at this size — under 150 DPI it may print soft: a smaller width prints sharper.');
    expect(screen.getByText(/^120 DPI/)).toHaveClass('dl-quality__warn');
    await user.clear(width);
    await user.type(width, '15');
    expect(screen.getByText(/^80 DPI at this size/)).toHaveClass('dl-quality__blocked');
    expect(copiesOn()[0]).toHaveAccessibleName('logo.png copy 1, 15 × 10 in at 0.25, 0.25 in');
    await user.clear(width);
    await user.type(width, '40');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(width).toHaveAccessibleDescription('At 40 × 26.67 in it does not fit a 22 in sheet: at most 21.5 in across (either way round).');
    // the sheet keeps the last width it could take (the “4” typed on the way to “40”)
    expect(copiesOn()[0]).toHaveAccessibleName('logo.png copy 1, 4 × 2.67 in at 0.25, 0.25 in');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(/^logo\.png: At 40 × 26\.67 in it does not fit/);
    await user.clear(width);
    await user.type(width, '4');

    await user.click(screen.getByRole('checkbox', { name: 'badge.png' }));
    const copies = screen.getByRole('spinbutton', { name: 'Copies of badge.png' });
    await user.clear(copies);
    await user.type(copies, '3');
    expect(copiesOn()).toHaveLength(4);
    expect(copiesOn().map((c) => placed(c).name).sort()).toEqual(['badge.png', 'badge.png', 'badge.png', 'logo.png']);
    // 4 × 2.67 + 3 × 2 × 2 sq in of 22 × 24
    expect(screen.getByText(/% of the sheet used/).closest('p')).toHaveTextContent('22 × 24 in · 4.3% of the sheet used · art to 3.17 in · $14.99');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it('prices the sheet by its length in the store’s currency, each preset priced in the length list', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS });
    await pickTwo(user);
    const price = screen.getByRole('group', { name: 'Gang sheet price' });
    expect(price).toHaveTextContent(/Sheet 22 × 24 in\s*\$14\.99\s*Total for 1 sheet\s*\$14\.99/);
    expect(within(price).getAllByText('$14.99')[0]).toHaveAttribute('data-currency', 'USD');

    const length = screen.getByRole('combobox', { name: 'Sheet length' });
    expect([...(length as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Shortest that fits',
      '24 in — $14.99',
      '36 in — $19.99',
      '60 in — $29.99',
      '120 in — $55.99',
      '180 in — $81.99',
      '240 in — $105.99',
      'Custom length',
    ]);
    await user.selectOptions(length, '36 in — $19.99');
    expect(drawing()).toHaveAccessibleName('Sheet 1: 22 × 36 in');
    const copies = screen.getByRole('spinbutton', { name: 'Copies of this sheet' });
    await user.clear(copies);
    await user.type(copies, '3');
    expect(price).toHaveTextContent(/Sheet 22 × 36 in\s*\$19\.99\s*Total for 3 sheets\s*\$59\.97/);
  });

  it('in the Canadian store: prices in CAD', async () => {
    const { user } = renderGangSheet({ store: 'ca', artworks: ARTWORKS });
    await pickTwo(user);
    const price = screen.getByRole('group', { name: 'Gang sheet price' });
    expect(price).toHaveTextContent(/Sheet 22 × 24 in\s*\$19\.99\s*Total for 1 sheet\s*\$19\.99/);
    expect(within(price).getAllByText('$19.99')[0]).toHaveAttribute('data-currency', 'CAD');
    expect(screen.getByRole('option', { name: '240 in — $143.99' })).toBeInTheDocument();
  });

  it('puts what does not fit one sheet of the length chosen on more sheets, one switcher button each', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sheet length' }), '24 in — $14.99');
    await user.click(screen.getByRole('checkbox', { name: 'logo.png' }));
    const copies = screen.getByRole('spinbutton', { name: 'Copies of logo.png' });
    await user.clear(copies);
    await user.type(copies, '50');

    const sheets = screen.getByRole('group', { name: 'Sheets' });
    expect(within(sheets).getByRole('button', { name: 'Sheet 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Sheet 1 of 2:/)).toHaveTextContent('Sheet 1 of 2: 22 × 24 in');
    const first = copiesOn().length;
    await user.click(within(sheets).getByRole('button', { name: 'Sheet 2' }));
    expect(copiesOn(drawing('Sheet 2: 22 × 24 in')).length + first).toBe(50);
    expect(screen.getByRole('group', { name: 'Gang sheet price' })).toHaveTextContent(/Sheet 1: 22 × 24 in\s*\$14\.99\s*Sheet 2: 22 × 24 in\s*\$14\.99\s*Total for 2 sheets\s*\$29\.98/);
    expect(addButton()).toHaveAccessibleName('Add 2 gang sheets to cart');
  });
});

describe('Gang sheet builder: editing the sheet by hand', () => {
  it('selects a copy by click or Tab, and moves, rotates, duplicates and deletes it with the keyboard; Ctrl+Z undoes', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS });
    await pickTwo(user);
    const logo = copyNamed(/^logo\.png copy 1,/);
    const start = placed(logo);
    await user.click(logo);
    expect(logo).toHaveFocus();
    expect(logo).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Selected image' })).toHaveTextContent(`Selected: ${logo.getAttribute('aria-label')}`);

    // the arrow keys: 0.05 in, with Shift 1 in
    await user.keyboard('{ArrowDown}');
    expect(placed(logo)).toMatchObject({ x: start.x, y: round3(start.y + 0.05) });
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{ArrowUp}');
    expect(placed(logo)).toMatchObject({ x: start.x, y: round3(start.y + 2) });
    expect(logo).toHaveFocus();

    // R turns it about its top-left corner
    await user.keyboard('r');
    expect(placed(logo)).toMatchObject({ w: start.h, h: start.w, x: start.x, y: round3(start.y + 2) });

    // D: a copy in the first free spot, selected and focused
    await user.keyboard('d');
    const copy2 = copyNamed(/^logo\.png copy 2,/);
    expect(copy2).toHaveFocus();
    expect(copy2).toHaveAttribute('aria-pressed', 'true');
    expect(copiesOn()).toHaveLength(5);
    expect(screen.getByText(/^Copy of logo\.png placed at/)).toHaveAttribute('role', 'status');

    // Delete: gone, and the focus stays on the sheet
    await user.keyboard('{Delete}');
    expect(copiesOn()).toHaveLength(4);
    expect(within(drawing()).queryByRole('button', { name: /^logo\.png copy 2,/ })).not.toBeInTheDocument();
    expect(copiesOn()).toContain(document.activeElement);

    await user.keyboard('{Control>}z{/Control}');
    expect(copiesOn()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(copiesOn()).toHaveLength(4);
    expect(placed(copyNamed(/^logo\.png copy 1,/))).toMatchObject({ w: start.w, y: round3(start.y + 2) });
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(placed(copyNamed(/^logo\.png copy 1,/))).toMatchObject({ w: start.h });
  });

  it('the selected copy can be placed by typing its position: taken on Enter, kept on the sheet, undone as one step', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS });
    await pickTwo(user);
    const first = copyNamed(/^logo\.png copy 1,/);
    await user.click(first);
    const left = screen.getByRole('spinbutton', { name: 'From the left (in)' });
    const top = screen.getByRole('spinbutton', { name: 'From the top (in)' });
    const before = placed(copyNamed(/^logo\.png copy 1,/));
    await user.clear(left);
    await user.type(left, '9.5');
    // nothing moves while typing
    expect(placed(copyNamed(/^logo\.png copy 1,/))).toMatchObject({ x: before.x });
    await user.clear(top);
    await user.type(top, '12{Enter}');
    expect(placed(copyNamed(/^logo\.png copy 1,/))).toMatchObject({ x: 9.5, y: 12 });
    // a place past the edge is pulled back onto the sheet
    await user.clear(left);
    await user.type(left, '500{Enter}');
    const pulled = placed(copyNamed(/^logo\.png copy 1,/));
    expect(pulled.x + pulled.w).toBeLessThanOrEqual(22);
    expect(left).toHaveValue(pulled.x);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(placed(copyNamed(/^logo\.png copy 1,/))).toMatchObject({ x: 9.5, y: 12 });
  });

  it('Tab reaches every copy; the buttons act on the one selected, and Fill adds copies of it', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS });
    await pickTwo(user);
    const rotate = screen.getByRole('button', { name: 'Rotate 90°' });
    expect(rotate).toBeDisabled();
    copiesOn()[0]!.focus();
    await user.tab();
    const second = copiesOn()[1]!;
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-pressed', 'true');
    const { name } = placed(second);

    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(copiesOn()).toHaveLength(5);
    // what still fits is said before filling, and is what Fill adds
    const room = Number(/Room for (\d+) more of /.exec(screen.getByText(/^Room for \d+ more of .+ on this sheet at no extra cost/).textContent!)![1]);
    await user.click(screen.getByRole('button', { name: 'Fill the rest with copies of this' }));
    const filled = copiesOn().length;
    expect(filled - 5).toBe(room);
    expect(screen.getByText(/^No room for another /)).toBeInTheDocument();
    expect(filled).toBeGreaterThan(20);
    expect(screen.getByText(/more copies of/)).toHaveTextContent(`${filled - 5} more copies of ${name} added.`);
    expect(screen.getByText(/% of the sheet used/).closest('p')).toHaveTextContent('22 × 24 in');
    expect(addButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(copiesOn()).toHaveLength(filled - 1);
  });

  it('drags a copy with the pointer (snapping to 0.05 in); one on top of another is red, said, and holds the add back', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS });
    await pickTwo(user);
    const svg = drawing();
    // drawn 440 px wide: 20 px an inch
    svg.getBoundingClientRect = () => ({ x: 0, y: 0, left: 0, top: 0, right: 440, bottom: 480, width: 440, height: 480, toJSON: () => ({}) });
    const logo = copyNamed(/^logo\.png copy 1,/);
    const badge = copyNamed(/^badge\.png copy 1,/);
    const from = placed(logo);
    const to = placed(badge);

    // a press that hardly moves only selects
    fireEvent.pointerDown(logo, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(logo, { pointerId: 1, clientX: 101, clientY: 101 });
    fireEvent.pointerUp(logo, { pointerId: 1, clientX: 101, clientY: 101 });
    expect(placed(logo)).toMatchObject({ x: from.x, y: from.y });
    expect(logo).toHaveAttribute('aria-pressed', 'true');

    fireEvent.pointerDown(logo, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(logo, { pointerId: 1, clientX: 100 + (to.x - from.x) * 20, clientY: 100 + (to.y - from.y) * 20 + 7 });
    fireEvent.pointerUp(logo, { pointerId: 1 });
    const moved = placed(logo);
    expect(moved.x).toBe(round3(Math.round(to.x / 0.05) * 0.05));
    expect(moved.y).toBe(round3(Math.round((to.y + 0.35) / 0.05) * 0.05));

    expect(logo).toHaveAccessibleName(/, too close to another image$/);
    expect(badge).toHaveAccessibleName(/, too close to another image$/);
    expect(logo).toHaveClass('dl-gang-copy--clash');
    const clashing = copiesOn().filter((c) => /, too close to another image$/.test(c.getAttribute('aria-label')!));
    expect(copiesOn().filter((c) => c.classList.contains('dl-gang-copy--clash'))).toEqual(clashing);
    const notice = `${clashing.length} images overlap or sit closer than 0.25 in: move them apart.`;
    expect(screen.getByText(notice, { selector: '[role="status"]' })).toHaveClass('dl-error');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(notice);

    // the whole drag is one undo
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(placed(copyNamed(/^logo\.png copy 1,/))).toMatchObject({ x: from.x, y: from.y });
    expect(addButton()).toBeEnabled();
  });

  it('a shorter sheet lays an untouched layout out again; one arranged by hand stays put and is marked past its end', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS });
    await user.click(await screen.findByRole('checkbox', { name: 'logo.png' }));
    const copies = screen.getByRole('spinbutton', { name: 'Copies of logo.png' });
    await user.clear(copies);
    await user.type(copies, '30');
    expect(drawing()).toHaveAccessibleName('Sheet 1: 22 × 24 in');
    expect(screen.getByText(/Changing the sheet lays it out again/)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet length' }), 'Custom length');
    const custom = screen.getByRole('spinbutton', { name: 'Custom length (in)' });
    await user.type(custom, '8');
    expect(custom).toHaveAccessibleDescription('Enter the sheet’s length: a whole number of inches from 12 to 240.');
    expect(addButton()).toBeDisabled();
    await user.clear(custom);
    await user.type(custom, '12');
    // nobody had touched it: laid out again on two 12 in sheets, nothing off them
    expect(screen.getByRole('group', { name: 'Sheets' })).toBeInTheDocument();
    expect(drawing()).toHaveAccessibleName('Sheet 1: 22 × 12 in');
    expect(copiesOn().filter((c) => /, off the sheet$/.test(c.getAttribute('aria-label')!))).toEqual([]);
    expect(addButton()).toBeEnabled();
    expect(addButton()).toHaveAccessibleName('Add 2 gang sheets to cart');

    // back to one long sheet, then one copy moved by hand: the sheet is the shopper's now
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet length' }), 'Shortest that fits');
    expect(screen.queryByRole('group', { name: 'Sheets' })).not.toBeInTheDocument();
    copyNamed(/^logo\.png copy 1,/).focus();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet length' }), 'Custom length');
    await user.clear(screen.getByRole('spinbutton', { name: 'Custom length (in)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Custom length (in)' }), '12');
    expect(screen.queryByRole('group', { name: 'Sheets' })).not.toBeInTheDocument();
    expect(drawing()).toHaveAccessibleName('Sheet 1: 22 × 12 in');
    expect(copiesOn()).toHaveLength(30);
    const off = copiesOn().filter((c) => /, off the sheet$/.test(c.getAttribute('aria-label')!));
    expect(off.length).toBeGreaterThan(0);
    expect(off.every((c) => placed(c).y + placed(c).h > 12 - 0.25)).toBe(true);
    expect(screen.getByText(/images run off the sheet/, { selector: '[role="status"]' })).toHaveTextContent(`${off.length} images run off the sheet or closer than 0.25 in to its edge: move them in, or choose a longer sheet.`);
    expect(addButton()).toBeDisabled();
  });

  it('zooms the drawing out to show a long sheet whole and in to place small images, by buttons or keys, keeping the selection in sight', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS });
    await user.click(await screen.findByRole('checkbox', { name: 'logo.png' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet length' }), '240');
    expect(drawing()).toHaveAccessibleName('Sheet 1: 22 × 240 in');
    const zoom = screen.getByRole('group', { name: 'Zoom' });
    const level = within(zoom).getByRole('status');
    const width = () => drawing().style.width;
    expect(level).toHaveTextContent('Zoom 100%');
    expect(width()).toBe('100%');
    expect(within(zoom).getByRole('button', { name: 'Fit width' })).toBeDisabled();

    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(level).toHaveTextContent('Zoom 200%');
    expect(drawing().style.maxWidth).toBe('1120px');

    // the whole sheet: measured from the drawing as drawn (jsdom lays nothing out, so it is told)
    window.innerHeight = 1000;
    drawing().getBoundingClientRect = () => ({ x: 0, y: 0, left: 0, top: 0, right: 880, bottom: 9600, width: 880, height: 9600, toJSON: () => ({}) });
    await user.click(within(zoom).getByRole('button', { name: 'Whole sheet' }));
    expect(level).toHaveTextContent('Zoom 14%');
    expect(parseFloat(width())).toBeCloseTo((684 / 4800) * 100, 3);

    // keys from a selected copy: + and − step, 1 fits the width; the copy is scrolled into view on each
    const scrolled: string[] = [];
    const logo = copyNamed(/^logo\.png copy 1,/);
    logo.scrollIntoView = () => void scrolled.push(logo.getAttribute('aria-label')!);
    logo.focus();
    await user.keyboard('+');
    expect(level).toHaveTextContent('Zoom 28%');
    await user.keyboard('1');
    expect(level).toHaveTextContent('Zoom 100%');
    await user.keyboard('-');
    expect(level).toHaveTextContent('Zoom 50%');
    expect(scrolled).toHaveLength(3);
    // the keys zoom, they do not move or turn the copy
    expect(logo).toHaveAccessibleName(/^logo\.png copy 1, 4 × 2\.67 in at 0\.25, 0\.25 in$/);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    // a drag at this zoom moves by the drawn scale: 440 px for 22 in is 20 px an inch
    drawing().getBoundingClientRect = () => ({ x: 0, y: 0, left: 0, top: 0, right: 220, bottom: 2400, width: 220, height: 2400, toJSON: () => ({}) });
    fireEvent.pointerDown(logo, { pointerId: 1, button: 0, clientX: 50, clientY: 50 });
    fireEvent.pointerMove(logo, { pointerId: 1, clientX: 50 + 20, clientY: 50 + 40 });
    fireEvent.pointerUp(logo, { pointerId: 1 });
    expect(placed(copyNamed(/^logo\.png copy 1,/))).toMatchObject({ x: 2.25, y: 4.25 });
  });
});

describe('Gang sheet builder: Add gang sheet to cart', () => {
  it('adds the sheet as laid out: the contract’s body, a confirmation with the cart link, and the header told', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { user, lab } = renderGangSheet({ artworks: ARTWORKS });
    await pickTwo(user);
    // one copy moved by hand, still clear of the others
    const badge = copyNamed(/^badge\.png copy 3,/);
    await user.click(badge);
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    // and the logo turned
    await user.click(copyNamed(/^logo\.png copy 1,/));
    await user.keyboard('r');
    expect(placed(copyNamed(/^logo\.png copy 1,/))).toMatchObject({ w: 2.67, h: 4 });
    const expected = copiesOn().map((c) => {
      const p = placed(c);
      const logo = p.name === 'logo.png';
      return { image: logo ? 0 : 1, x: p.x, y: p.y, rotated: logo ? p.w !== 4 : false };
    });

    await user.click(addButton());
    const status = within(addForm()).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Added to your cart — View cart'));
    expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(adds(lab)).toEqual([
      {
        store: 'us',
        width_in: 22,
        length_in: 24,
        margin_in: 0.25,
        images: [
          { artwork_id: ARTWORK_ID, width_in: 4 },
          { artwork_id: OTHER_ARTWORK_ID, width_in: 2 },
        ],
        placements: expected,
        quantity: 1,
        accept_low_resolution: false,
      },
    ]);
    // the cart's own check took it, and priced it as shown
    expect(lab.sheetLines()).toMatchObject([{ price: { amount: 1499, currency: 'USD' } }]);
    expect(cartChanged.count).toBe(1);

    // a new edit: the confirmation was about the last add
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it('waits while the sheets are sent, one line each, then confirms them all', async () => {
    const { user, lab } = renderGangSheet({ artworks: ARTWORKS, store: 'ca' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sheet length' }), '24 in — $19.99');
    await user.click(screen.getByRole('checkbox', { name: 'logo.png' }));
    const copies = screen.getByRole('spinbutton', { name: 'Copies of logo.png' });
    await user.clear(copies);
    await user.type(copies, '50');
    const release = lab.holdNext('POST', ADD);
    await user.click(addButton());
    await waitFor(() => expect(addButton()).toHaveAccessibleName('Adding sheet 1 of 2…'));
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(addForm());
    release();
    await waitFor(() => expect(within(addForm()).getByRole('status')).toHaveTextContent('2 gang sheets added to your cart — View cart'));
    expect(within(addForm()).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    const bodies = adds(lab);
    expect(bodies.map((b) => [b.store, b.length_in, b.placements.length])).toEqual([
      ['ca', 24, expect.any(Number)],
      ['ca', 24, expect.any(Number)],
    ]);
    expect(bodies[0]!.placements.length + bodies[1]!.placements.length).toBe(50);
    expect(addButton()).toHaveAccessibleName('Add 2 gang sheets to cart');
  });

  it('shows the cart’s refusal; for a low resolution it offers the waiver and sends it when accepted', async () => {
    const message = 'At 4 × 2.67 in “logo.png” prints at 90 DPI, under the 100 DPI we print without your OK: it may look blurry.';
    const { user, lab } = renderGangSheet({ artworks: ARTWORKS, setUp: (lab) => lab.failNext('POST', ADD, apiError(422, 'low_resolution', message)) });
    await pickTwo(user);
    expect(screen.queryByRole('checkbox', { name: 'I accept the lower resolution' })).not.toBeInTheDocument();
    await user.click(addButton());

    expect(await within(addForm()).findByRole('alert')).toHaveTextContent(`An error occurred: ${message}`);
    expect(within(addForm()).getByRole('status')).toBeEmptyDOMElement();
    const waiver = screen.getByRole('checkbox', { name: 'I accept the lower resolution' });
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Make the artwork smaller, or accept the lower resolution, to add this sheet.');
    await user.click(waiver);
    await user.click(addButton());
    await waitFor(() => expect(within(addForm()).getByRole('status')).toHaveTextContent('Added to your cart'));
    expect(adds(lab).map((b) => b.accept_low_resolution)).toEqual([false, true]);
  });

  it('an artwork printing under 100 DPI at its width asks for the waiver before anything is sent', async () => {
    const small = artworkOf({ id: ARTWORK_ID, name: 'small.png', versions: [version(ARTWORK_ID, 1, 'upload', 300, 300)] });
    const { user, lab } = renderGangSheet({ artworks: [small] });
    await user.click(await screen.findByRole('checkbox', { name: 'small.png' }));
    const width = screen.getByRole('spinbutton', { name: 'Width of small.png (in)' });
    // 300 px: 1 in wide at 300 DPI by default
    expect(width).toHaveValue(1);
    await user.clear(width);
    await user.type(width, '4');
    expect(screen.getByText(/^75 DPI at this size/)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('small.png would print under 100 DPI: make it smaller, or accept the lower resolution.');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the lower resolution' }));
    await user.click(addButton());
    await waitFor(() => expect(within(addForm()).getByRole('status')).toHaveTextContent('Added to your cart'));
    expect(adds(lab)[0]).toMatchObject({ images: [{ artwork_id: ARTWORK_ID, width_in: 4 }], accept_low_resolution: true });
  });
});

describe('Gang sheet builder: from the cart', () => {
  const CART: CartImage[] = [
    { line_item_id: 'l1', artwork_id: ARTWORK_ID, artwork_version: 1, name: 'logo.png', width_in: 3, height_in: 2, quantity: 10, thumbnail_url: '/api/cart/thumbs/l1.webp' },
    { line_item_id: 'l2', artwork_id: OTHER_ARTWORK_ID, artwork_version: 1, name: 'badge.png', width_in: 2.5, height_in: 2.5, quantity: 4, thumbnail_url: '/api/cart/thumbs/l2.webp' },
    // the same artwork again, at another size: its own row
    { line_item_id: 'l3', artwork_id: ARTWORK_ID, artwork_version: 1, name: 'logo.png', width_in: 6, height_in: 4, quantity: 2, thumbnail_url: '/api/cart/thumbs/l3.webp' },
  ];

  it('?from=cart loads the cart’s transfers as the chosen artworks (width and quantity) and lays them out', async () => {
    const { user, lab } = renderGangSheet({ artworks: ARTWORKS, carts: { active: CART }, fromCart: true });
    expect(await screen.findByText('3 transfers loaded from your cart.')).toBeInTheDocument();
    expect(lab.asked(PLAN)[0]!.params).toEqual({ store: 'us' });
    expect(screen.getByRole('checkbox', { name: 'logo.png' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Width of logo.png (in)' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Copies of logo.png' })).toHaveValue(10);
    expect(screen.getByRole('spinbutton', { name: 'Width of badge.png (in)' })).toHaveValue(2.5);
    expect(screen.getByRole('checkbox', { name: 'logo.png (2)' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Width of logo.png (2) (in)' })).toHaveValue(6);
    expect(copiesOn()).toHaveLength(16);
    expect(copiesOn().filter((c) => placed(c).name === 'logo.png (2)')).toHaveLength(2);

    // each artwork in the version the cart froze
    await user.click(addButton());
    await waitFor(() => expect(within(addForm()).getByRole('status')).toHaveTextContent('Added to your cart'));
    expect(adds(lab)[0]!.images).toEqual([
      { artwork_id: ARTWORK_ID, artwork_version: 1, width_in: 3 },
      { artwork_id: OTHER_ARTWORK_ID, artwork_version: 1, width_in: 2.5 },
      { artwork_id: ARTWORK_ID, artwork_version: 1, width_in: 6 },
    ]);
  });

  it('a transfer of another version than the one in use is a row of its own, printed in the cart’s version', async () => {
    const edited = artworkOf({ id: ARTWORK_ID, name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800), version(ARTWORK_ID, 2, 'segment', 1200, 800)] });
    const { user, lab } = renderGangSheet({ artworks: [edited], carts: { active: [CART[0]!] }, fromCart: true });
    expect(await screen.findByText('1 transfer loaded from your cart.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'logo.png' })).not.toBeChecked();
    const frozen = screen.getByRole('checkbox', { name: 'logo.png (version 1)' });
    expect(frozen).toBeChecked();
    // its pixels are not listed: no DPI is guessed, the cart reads them
    expect(frozen).toHaveAccessibleDescription('From your cart');
    expect(screen.getByRole('spinbutton', { name: 'Width of logo.png (version 1) (in)' })).toHaveAccessibleDescription('Prints 3 × 2 in');
    await user.click(addButton());
    await waitFor(() => expect(within(addForm()).getByRole('status')).toHaveTextContent('Added to your cart'));
    expect(adds(lab)[0]!.images).toEqual([{ artwork_id: ARTWORK_ID, artwork_version: 1, width_in: 3 }]);
  });

  it('asks before the cart’s transfers replace a sheet arranged by hand', async () => {
    const { user, lab } = renderGangSheet({ artworks: ARTWORKS, carts: { active: CART.slice(0, 1) } });
    await pickTwo(user);
    await user.click(copyNamed(/^logo\.png copy 1,/));
    await user.keyboard('r');
    await user.click(screen.getByRole('button', { name: 'Load my cart’s transfers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your sheet with the cart’s transfers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my sheet' }));
    expect(lab.asked(PLAN)).toEqual([]);
    expect(copiesOn()).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Load my cart’s transfers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Load the transfers' }));
    expect(await screen.findByText('1 transfer loaded from your cart.')).toBeInTheDocument();
    expect(copiesOn()).toHaveLength(10);
    expect(screen.getByRole('checkbox', { name: 'badge.png' })).not.toBeChecked();
    // the arrangement comes back with Undo
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(copiesOn()).toHaveLength(4);
  });

  it('“Load my cart’s transfers” does the same from the page; a cart without transfers says so', async () => {
    const { user, lab } = renderGangSheet({ artworks: ARTWORKS, store: 'ca' });
    await user.click(await screen.findByRole('button', { name: 'Load my cart’s transfers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no transfers from your artwork in your cart to put on a gang sheet.');
    expect(lab.asked(PLAN)[0]!.params).toEqual({ store: 'ca' });
    expect(screen.queryByRole('group', { name: /^Sheet 1/ })).not.toBeInTheDocument();
  });

  it('loads a saved cart’s transfers (?cart_id= or chosen from the list)', async () => {
    const { user, lab } = renderGangSheet({ artworks: ARTWORKS, carts: { [SAVED_CART_ID]: CART.slice(0, 2) }, savedCarts: [savedCartOf(), savedCartOf({ id: 'c2', cart_name: 'Cart 2', active: true, items: 1 })] });
    await user.click(await screen.findByText('From a saved cart'));
    const select = await screen.findByRole('combobox', { name: 'Saved cart' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Team order (16 items)', 'Cart 2 (1 item) — your cart now']);
    await user.click(screen.getByRole('button', { name: 'Load this cart’s transfers' }));
    expect(await screen.findByText('2 transfers loaded from the saved cart.')).toBeInTheDocument();
    expect(lab.asked(PLAN)[0]!.params).toEqual({ store: 'us', cart_id: SAVED_CART_ID });
    expect(copiesOn()).toHaveLength(14);
  });

  it('a guest asking for saved carts is told why there are none', async () => {
    const { user } = renderGangSheet({ artworks: ARTWORKS, savedCarts: null });
    await user.click(await screen.findByText('From a saved cart'));
    expect(await screen.findByText('Sign in to keep saved carts.')).toBeInTheDocument();
  });

  it('says so when the artworks cannot be read, and tries again', async () => {
    const { user, lab } = renderGangSheet({ artworks: ARTWORKS, setUp: (lab) => lab.failNext('GET', /dtf_artworks$/, apiError(503, 'unavailable', 'The design lab is busy, try again in a moment.')) });
    expect(await screen.findByText(/The design lab is busy, try again in a moment\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'logo.png' })).toBeInTheDocument();
    expect(lab.asked(/dtf_artworks$/)).toHaveLength(2);
  });
});
