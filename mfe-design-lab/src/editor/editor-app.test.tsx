import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countWindowEvents } from '@storefront/ui/testing';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { apiError } from '../fixtures/fake-design-lab';
import { renderEditor, storedUpload } from '../fixtures/render-editor';

const layersList = () => screen.getByRole('list', { name: 'Layers on this side, top first' });
const ready = () => screen.findByRole('button', { name: 'Add text' });

describe('the editor', () => {
  it('opens the garment in the chosen colour with its print area, and adds a text layer', async () => {
    const { user } = renderEditor();
    await user.click(await ready());
    expect(screen.getByRole('img', { name: 'Classic Tee in White, Front' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Front print area, 12 × 16 in' })).toBeInTheDocument();
    expect(within(layersList()).getByRole('button', { name: 'Text “Your text”' })).toHaveAttribute('aria-pressed', 'true');
    // the text tools follow the selection; editing the words restyles the layer
    const words = screen.getByRole('textbox', { name: 'Words' });
    await user.clear(words);
    await user.type(words, 'Hi');
    expect(within(layersList()).getByRole('button', { name: 'Text “Hi”' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Pacifico');
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveValue('pacifico');
  });

  it('undoes and redoes with the buttons and with Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y', async () => {
    const { user } = renderEditor();
    await user.click(await ready());
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(redo).toBeDisabled();
    await user.click(undo);
    expect(screen.queryByRole('list', { name: 'Layers on this side, top first' })).not.toBeInTheDocument();
    expect(undo).toBeDisabled();
    await user.click(redo);
    expect(within(layersList()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(document.body);
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.queryByRole('list', { name: 'Layers on this side, top first' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(within(layersList()).getAllByRole('listitem')).toHaveLength(1);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(screen.queryByRole('list', { name: 'Layers on this side, top first' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}y{/Control}');
    expect(within(layersList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('moves the selected layer with the arrow keys (one undo step) and says when it is clipped at the edge', async () => {
    const { user } = renderEditor();
    await user.click(await ready());
    const canvas = screen.getByRole('group', { name: 'Front print area, 12 × 16 in' });
    within(canvas).getByRole('button', { name: 'Text “Your text”' }).focus();
    expect(screen.getByRole('spinbutton', { name: 'Across' })).toHaveValue(6);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(screen.getByRole('spinbutton', { name: 'Across' })).toHaveValue(8);
    expect(screen.getByRole('list', { name: 'Clipped layers' })).toHaveTextContent('Text “Your text” on the front goes past the edge of the print area');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('spinbutton', { name: 'Across' })).toHaveValue(6);
    expect(screen.queryByRole('list', { name: 'Clipped layers' })).not.toBeInTheDocument();
  });

  it('duplicates, locks (a locked layer refuses to move) and deletes through the layers panel', async () => {
    const { user } = renderEditor();
    await user.click(await ready());
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(within(layersList()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    screen.getByRole('button', { name: 'Text “Your text”, locked' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('alert')).toHaveTextContent('is locked: unlock it to change it.');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(within(layersList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('applies a preset in one click and selects what it placed', async () => {
    const { user } = renderEditor();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Full front' }));
    const items = within(layersList()).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual(['Text “YOUR TEXT”', 'Clipart Star']);
    expect(items.every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
    // presets are per side: the back offers its own
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('button', { name: 'Full front' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back name and number' }));
    expect(within(layersList()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Text “10”', 'Text “NAME”']);
  });

  it('adds clipart found by search', async () => {
    const { user } = renderEditor();
    await ready();
    await user.type(screen.getByRole('searchbox', { name: 'Search clipart' }), 'heart');
    await user.click(within(screen.getByRole('list', { name: 'Clipart' })).getAllByRole('button')[0]!);
    expect(within(layersList()).getByRole('button', { name: /^Clipart .*Heart/i })).toBeInTheDocument();
  });
});

describe('price and add to cart', () => {
  it('prices the quantities per size live, with the tier', async () => {
    const { user } = renderEditor();
    await user.click(await ready());
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in S' }), '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in M' }), '5');
    const price = screen.getByRole('region', { name: 'Sizes and price' });
    // $10.00 garment + $7.50 print (a standard-size side) per piece
    expect(price).toHaveTextContent('S × 3$52.50 ($17.50 each)');
    expect(price).toHaveTextContent('M × 5$87.50');
    expect(price).toHaveTextContent('Total$140.00');
    expect(within(price).getByText('40 in stock', { selector: '#dl-stock-S' })).toBeInTheDocument();
    // 12 pieces: 10 % off the garment and the second print tier
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity in M' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in M' }), '9');
    expect(price).toHaveTextContent('Total$186.00');
  });

  it('shows what a piece costs at each quantity tier, marking the one the quantities reach', async () => {
    const { user } = renderEditor();
    await user.click(await ready());
    const table = screen.getByRole('table', { name: /Buy more, pay less/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1–11$17.50',
      '12–23$15.50 (10 % off the garment)',
      '24–47$14.25 (15 % off the garment)',
      '48–71$13.00 (20 % off the garment)',
      '72+$11.75 (25 % off the garment)',
    ]);
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true')).toHaveLength(0);
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in S' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in M' }), '7');
    expect(within(table).getByRole('row', { current: true })).toHaveTextContent('12–23');
  });

  it('refuses more than the stock of a size before sending', async () => {
    const { user, lab } = renderEditor();
    await user.click(await ready());
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in XL' }), '3');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByText('Only 2 in XL in stock.')).toBeInTheDocument();
    expect(lab.calls.some((c) => c.path === '/api/cart/made_add')).toBe(false);
  });

  it('adds every size at once with the document, announces the cart change and offers the cart', async () => {
    const { user, lab } = renderEditor({ store: 'ca' });
    await user.click(await ready());
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in S' }), '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in M' }), '5');
    // autosaved first, so the line names the project
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const events = countWindowEvents(CART_CHANGED_EVENT);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const done = await screen.findByText(/Added to cart/);
    expect(within(done).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    expect(events.count).toBe(1);
    const add = lab.calls.find((c) => c.path === '/api/cart/made_add')!;
    const body = add.body as Record<string, unknown>;
    expect(body).toMatchObject({ store: 'ca', project_id: '00000000-0000-4000-8000-000000000001', quantities: { S: 3, M: 5 }, accept_low_resolution: false });
    expect(body.document).toMatchObject({ version: 2, product: 'classic-tee', color: '11', sides: { front: { layers: [{ kind: 'text', text: 'Your text' }] } } });
  });

  it('saves a waiting change before adding, so the line names the project and a guest gets one cookie, not two at once', async () => {
    // a quiet time far longer than the test: only Add to cart can make the save happen
    const { user, lab } = renderEditor({ autosaveDelayMs: 60_000 });
    await user.click(await ready());
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in S' }), '2');
    // straight away, inside the autosave's quiet time: nothing saved yet
    expect(lab.calls.some((c) => c.method === 'POST' && c.path === '/api/made/design_projects')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/Added to cart/);
    const writes = lab.writes().map((c) => `${c.method} ${c.path}`);
    expect(writes.indexOf('POST /api/made/design_projects')).toBeGreaterThanOrEqual(0);
    expect(writes.indexOf('POST /api/made/design_projects')).toBeLessThan(writes.indexOf('POST /api/cart/made_add'));
    const add = lab.calls.find((c) => c.path === '/api/cart/made_add')!;
    expect((add.body as Record<string, unknown>).project_id).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('shows the cart’s refusal in its own words', async () => {
    const { user, lab } = renderEditor();
    await user.click(await ready());
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in S' }), '1');
    lab.failNextAdd(apiError(422, 'low_resolution', 'An image would print under 100 DPI.'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An image would print under 100 DPI.');
  });
});

describe('print quality', () => {
  it('warns under 150 DPI without blocking', async () => {
    const { user } = renderEditor({ upload: async () => storedUpload(1000, 1000) });
    await ready();
    await user.upload(screen.getByLabelText('Image file'), new File(['x'], 'logo.png', { type: 'image/png' }));
    // 60 % of the 12 in area: 7.2 in wide, 1000 px → 138 DPI
    expect(await screen.findByRole('list', { name: 'Image resolution' })).toHaveTextContent('Image logo.png (front): 138 DPI — under 150 DPI it may print soft.');
    expect(screen.queryByRole('checkbox', { name: 'I accept a low-resolution print' })).not.toBeInTheDocument();
  });

  it('blocks Add to cart under 100 DPI until the shopper accepts a low-resolution print, and sends the waiver', async () => {
    const { user, lab } = renderEditor({ upload: async () => storedUpload(600, 600) });
    await ready();
    await user.upload(screen.getByLabelText('Image file'), new File(['x'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('list', { name: 'Image resolution' })).toHaveTextContent('83 DPI — under 100 DPI it will print blurry.');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity in M' }), '2');
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('An image would print under 100 DPI: make it smaller, or accept a low-resolution print.');
    await user.click(screen.getByRole('checkbox', { name: 'I accept a low-resolution print' }));
    expect(add).toBeEnabled();
    await user.click(add);
    await screen.findByText(/Added to cart/);
    expect(lab.calls.find((c) => c.path === '/api/cart/made_add')!.body).toMatchObject({ accept_low_resolution: true, quantities: { M: 2 } });
  });

  it('lifts the block when the image is made smaller', async () => {
    const { user } = renderEditor({ upload: async () => storedUpload(600, 600) });
    await ready();
    await user.upload(screen.getByLabelText('Image file'), new File(['x'], 'logo.png', { type: 'image/png' }));
    await screen.findByRole('list', { name: 'Image resolution' });
    const width = screen.getByRole('spinbutton', { name: 'Width' });
    fireEvent.change(width, { target: { value: '3' } });
    expect(screen.getByRole('list', { name: 'Image resolution' })).toHaveTextContent('200 DPI');
    expect(screen.queryByRole('checkbox', { name: 'I accept a low-resolution print' })).not.toBeInTheDocument();
  });
});
