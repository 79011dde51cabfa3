import { expect, test } from '@playwright/test';
import { TEST_CARDS } from '@storefront/contracts';
import { logoOnWhitePng, readPngInfo } from '../src/test-png';
import { fillUsAddress, interactive, payWith } from './shopper-steps';
import { STAFF_API_TOKEN } from './staff-token';

// Issue 12, a shopper's transfers from their own artwork: upload two files and watch the §4
// processing states → remove the first one's background → add it to the cart at one size → a
// second size from the cart → build a gang sheet from them and put it in the cart → check out with
// the test card → the shop gets the sheet as one 300 DPI PNG at the roll's exact size.

test('a shopper uploads artwork, removes its background, adds two sizes, puts them on a gang sheet and buys it; the shop gets the sheet', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/design-lab/transfers');
  await interactive(page);
  await page.getByLabel('Artwork files', { exact: true }).setInputFiles([
    { name: 'team-logo.png', mimeType: 'image/png', buffer: logoOnWhitePng(1200, 900) },
    { name: 'badge.png', mimeType: 'image/png', buffer: logoOnWhitePng(600, 600, [20, 90, 200]) },
  ]);
  // the §4 sequence ends on the first artwork's page
  await expect(page.getByText(/Processing \d out of 2|Redirecting…|Preparing…/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/design-lab\/artwork\?id=[0-9a-f-]{36}/);
  await expect(page.getByText('team-logo', { exact: false }).first()).toBeVisible();

  // background removal runs as a job on the server and adds a version
  await interactive(page);
  await page.getByRole('button', { name: 'Remove background' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await expect(history.getByRole('listitem').first()).toHaveAttribute('aria-current', 'true');

  // 4 in wide, 10 pieces: 1200 px across 4 in is 300 DPI
  await page.getByRole('radio', { name: 'Custom width' }).check();
  await page.getByLabel('Width (inches)').fill('4');
  await expect(page.getByText('300 DPI at this size.')).toBeVisible();
  await page.getByLabel('Quantity', { exact: true }).fill('10');
  const add = page.getByRole('form', { name: 'Add to cart' });
  await add.getByRole('button', { name: 'Add to cart' }).click();
  await expect(add.getByRole('status')).toContainText('Added to cart');

  // the cart: the transfers with their size, then a second size of the same artwork
  await page.goto('/cart');
  await interactive(page);
  const first = page.getByRole('listitem').filter({ hasText: '4 × 3 in' });
  await expect(first).toContainText('300 DPI');
  await first.getByRole('spinbutton', { name: /^Width in inches of another size of/ }).fill('2');
  await first.getByRole('spinbutton', { name: /^Quantity of another size of/ }).fill('25');
  await first.getByRole('button', { name: /^Add another size of/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '2 × 1.5 in' })).toBeVisible();
  const cart = (await (await page.request.get('/api/v2/cart.json?store=us')).json()).cart;
  const transfers = cart.lines.filter((l: { dtf_print?: unknown }) => l.dtf_print);
  expect(transfers.map((l: { size: string; quantity: number; dtf_print: { artwork_version: number } }) => [l.size, l.quantity, l.dtf_print.artwork_version])).toEqual([
    ['4 × 3 in', 10, 2],
    ['2 × 1.5 in', 25, 2],
  ]);

  // build a gang sheet from the two sizes and put it in the cart instead
  await page.getByRole('button', { name: 'Build a gang sheet from my transfers' }).click();
  await expect(page.getByRole('list', { name: 'The gang sheet' })).toBeVisible();
  await page.getByRole('button', { name: 'Put them on 1 gang sheet' }).click();
  await expect(page.getByText(/Your transfers are on 1 gang sheet/)).toBeVisible();
  const sheetCart = (await (await page.request.get('/api/v2/cart.json?store=us')).json()).cart;
  expect(sheetCart.lines).toHaveLength(1);
  const sheet = sheetCart.lines[0].gang_sheet as { width_in: number; length_in: number; images: number };
  expect(sheet).toMatchObject({ width_in: 22, images: 35 });
  await expect(page.getByRole('img', { name: new RegExp(`Gang sheet 22 × ${sheet.length_in} in`) }).first()).toBeVisible();

  await page.goto('/checkout');
  await page.getByLabel('Email').fill('transfers@example.com');
  await fillUsAddress(page);
  await page.getByRole('radio', { name: /Standard/ }).check();
  await payWith(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/checkout\/thank-you\/R\d{9}$/);
  await expect(page.locator('main')).toContainText(`22 × ${sheet.length_in} in`);
  const orderNumber = page.url().split('/').pop()!;

  const auth = { authorization: `Bearer ${STAFF_API_TOKEN}` };
  const list = (await (await request.get(`/api/staff/orders/${orderNumber}/print_files`, { headers: auth })).json()) as { files: { url: string; side: string; width_px: number; height_px: number; pieces: number }[] };
  expect(list.files.map((f) => [f.side, f.width_px, f.height_px, f.pieces])).toEqual([['gang_sheet', 6600, sheet.length_in * 300, 1]]);
  const png = await request.get(list.files[0]!.url, { headers: auth });
  expect(png.status()).toBe(200);
  expect(readPngInfo(Buffer.from(await png.body()))).toEqual({ width: 6600, height: sheet.length_in * 300, dpiX: 300, dpiY: 300 });
});

test('a shopper orders die-cut stickers of their artwork; the shop gets the sticker at 300 DPI', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/design-lab/transfers');
  await interactive(page);
  await page.getByLabel('Artwork files', { exact: true }).setInputFiles([{ name: 'sticker-logo.png', mimeType: 'image/png', buffer: logoOnWhitePng(1200, 900, [40, 160, 60]) }]);
  await expect(page).toHaveURL(/\/design-lab\/artwork\?id=[0-9a-f-]{36}/);
  await interactive(page);

  const stickers = page.getByRole('region', { name: 'Stickers' });
  await stickers.getByRole('radio', { name: 'Die-cut' }).check();
  await stickers.getByRole('radio', { name: 'Other width' }).check();
  await stickers.getByLabel('Artwork width (inches)').fill('3');
  await stickers.getByLabel('Quantity of stickers').fill('100');
  // the server traces the cut line: 3 in of art, 1/8 in all round
  await expect(stickers.getByRole('img', { name: /^Die-cut sticker 3\.25 × 2\.\d+ in, cut line 1\/8 in from the art/ })).toBeVisible();
  const add = stickers.getByRole('form', { name: 'Add stickers to cart' });
  await add.getByRole('button', { name: 'Add stickers to cart' }).click();
  await expect(add.getByRole('status')).toContainText('Added to cart');

  await page.goto('/cart');
  await interactive(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'Die-cut sticker' }).first()).toBeVisible();
  const line = (await (await page.request.get('/api/v2/cart.json?store=us')).json()).cart.lines.find((l: { sticker?: unknown }) => l.sticker);
  expect(line).toMatchObject({ quantity: 100, sticker: { shape: 'die-cut', offset_in: 0.125, width_in: 3.25 } });

  await page.goto('/checkout');
  await page.getByLabel('Email').fill('stickers@example.com');
  await fillUsAddress(page);
  await page.getByRole('radio', { name: /Standard/ }).check();
  await payWith(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/checkout\/thank-you\/R\d{9}$/);
  const orderNumber = page.url().split('/').pop()!;

  const auth = { authorization: `Bearer ${STAFF_API_TOKEN}` };
  const list = (await (await request.get(`/api/staff/orders/${orderNumber}/print_files`, { headers: auth })).json()) as { files: { url: string; side: string; width_px: number; height_px: number; pieces: number }[] };
  expect(list.files.map((f) => [f.side, f.width_px, f.pieces])).toEqual([
    ['sticker', 975, 100],
    ['sticker_cut', 975, 100],
  ]);
  const png = await request.get(list.files[0]!.url, { headers: auth });
  expect(readPngInfo(Buffer.from(await png.body()))).toMatchObject({ width: 975, dpiX: 300, dpiY: 300 });
});

test('a failed artwork upload shows the §8 alert and is reported to the collector as an OpenTelemetry span', async ({ page }) => {
  await page.goto('/design-lab/transfers');
  await interactive(page);
  const reported = page.waitForRequest((r) => r.url().endsWith('/api/telemetry/v1/traces') && r.method() === 'POST');
  // a text file that says it is a PNG: the service sniffs the bytes and refuses it
  await page.getByLabel('Artwork files', { exact: true }).setInputFiles([{ name: 'not-really.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image at all, just text') }]);
  const dialog = page.getByRole('dialog', { name: 'Uploading your artwork' });
  await expect(dialog.getByRole('alert')).toContainText('Something went wrong, please try again');

  const request = await reported;
  const response = await request.response();
  expect(response?.status()).toBe(200);
  expect(request.headers()['x-csrf-token']).toBeTruthy();
  const body = request.postDataJSON() as { resourceSpans: { resource: { attributes: { key: string }[] }; scopeSpans: { spans: { name: string; status: { code: number }; attributes: { key: string; value: Record<string, unknown> }[]; events: { name: string }[] }[] }[] }[] };
  const span = body.resourceSpans[0]!.scopeSpans[0]!.spans[0]!;
  expect(span.name).toBe('artwork.upload');
  expect(span.status.code).toBe(2);
  expect(span.events.map((e) => e.name)).toContain('exception');
  const attrs = Object.fromEntries(span.attributes.map((a) => [a.key, Object.values(a.value)[0]]));
  expect(attrs).toMatchObject({ 'url.path': '/design-lab/transfers', 'file.type': 'image/png', 'upload.index': 1, 'upload.total': 1 });
  expect(Number(attrs['http.response.status_code'])).toBeGreaterThanOrEqual(400);
  expect(JSON.stringify(body)).not.toContain('not-really');
  expect(body.resourceSpans[0]!.resource.attributes.map((a) => a.key)).toEqual(expect.arrayContaining(['service.name', 'session.id', 'user_agent.original']));
});

test('a shopper lays out a gang sheet by hand: auto-built, a copy turned, duplicated and moved by keyboard, a clash refused, then bought as one line', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/design-lab/transfers');
  await interactive(page);
  await page.getByLabel('Artwork files', { exact: true }).setInputFiles([
    { name: 'crest.png', mimeType: 'image/png', buffer: logoOnWhitePng(1200, 900, [120, 20, 160]) },
    { name: 'star.png', mimeType: 'image/png', buffer: logoOnWhitePng(900, 900, [230, 160, 20]) },
  ]);
  await expect(page).toHaveURL(/\/design-lab\/artwork\?id=[0-9a-f-]{36}/);

  await page.goto('/design-lab/gang-sheet');
  await interactive(page);
  const picks = page.getByRole('region', { name: 'Your artwork' });
  await picks.getByRole('checkbox', { name: /^crest/ }).check();
  await picks.getByLabel(/^Width of crest.* \(in\)$/).fill('4');
  await picks.getByLabel(/^Copies of crest/).fill('3');
  await picks.getByRole('checkbox', { name: /^star/ }).check();
  await picks.getByLabel(/^Width of star.* \(in\)$/).fill('3');
  await picks.getByLabel(/^Copies of star/).fill('2');

  // auto-built: five copies on the shortest sheet, each a named button on the drawing
  const editor = page.getByRole('region', { name: 'Your sheet' });
  const copies = editor.getByRole('button', { name: / copy \d+, / });
  await expect(copies).toHaveCount(5);
  await expect(editor.getByRole('button', { name: /^crest(\.png)? copy 1, 4 × 3 in at / })).toBeVisible();

  // a 240 in sheet: laid out again for it (nobody has touched it), then seen whole in its box
  const length = page.getByRole('combobox', { name: 'Sheet length' });
  await length.selectOption('240');
  const drawing = editor.getByRole('group', { name: 'Sheet 1: 22 × 240 in' });
  await editor.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: 'Whole sheet' }).click();
  const viewport = page.viewportSize()!;
  await expect.poll(async () => (await drawing.boundingBox())!.height).toBeLessThanOrEqual(viewport.height * 0.7);
  await expect(copies).toHaveCount(5);
  await length.selectOption('auto');
  await editor.getByRole('button', { name: 'Fit width' }).click();
  await expect(editor.getByRole('group', { name: 'Sheet 1: 22 × 24 in' })).toBeVisible();

  // turn the first crest, duplicate it, and push the duplicate onto another image: refused while it clashes
  const crest = editor.getByRole('button', { name: /^crest(\.png)? copy 1, / });
  await crest.focus();
  await page.keyboard.press('r');
  await expect(editor.getByRole('button', { name: /^crest(\.png)? copy 1, 3 × 4 in at / })).toBeVisible();
  await page.keyboard.press('d');
  await expect(copies).toHaveCount(6);
  const add = page.getByRole('form', { name: 'Add gang sheet to cart' });
  const addButton = add.getByRole('button', { name: 'Add gang sheet to cart' });
  await expect(addButton).toBeEnabled();
  // the duplicate is selected: move it far up and left onto the first image
  for (let i = 0; i < 30; i++) await page.keyboard.press('Shift+ArrowLeft');
  for (let i = 0; i < 30; i++) await page.keyboard.press('Shift+ArrowUp');
  await expect(editor.getByRole('button', { name: /too close to another image|off the sheet/ }).first()).toBeVisible();
  await expect(addButton).toBeDisabled();
  // undo the moves one gesture at a time until the layout is clean again
  for (let i = 0; i < 60 && (await addButton.isDisabled()); i++) await page.keyboard.press('Control+z');
  await expect(addButton).toBeEnabled();

  await addButton.click();
  await expect(add.getByRole('status')).toContainText('Added to your cart');
  const cart = (await (await page.request.get('/api/v2/cart.json?store=us')).json()).cart;
  const sheets = cart.lines.filter((l: { gang_sheet?: unknown }) => l.gang_sheet);
  expect(sheets).toHaveLength(1);
  expect(sheets[0]).toMatchObject({ quantity: 1, gang_sheet: { width_in: 22, images: 6 } });
  const preview = await page.request.get(sheets[0].image.src);
  expect(preview.status()).toBe(200);
  expect(readPngInfo(Buffer.from(await preview.body())).width).toBe(220);
});
