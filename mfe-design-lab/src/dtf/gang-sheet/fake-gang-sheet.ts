// The services as the gang-sheet builder meets them, behind an in-test HttpClient (the fixtures'
// pattern, fake-dtf.ts): the shopper's artworks, the plan of a cart's transfers (its `images`),
// the saved carts, and the cart's gang_sheet_add_to_cart — its body read with the contract's
// schema (400 otherwise), each artwork's height and resolution from its pixels (422
// low_resolution without the waiver), the layout checked with @storefront/transfers'
// checkSheetLayout (422 naming the first clash) and the sheet priced by its length.
import { gangSheetAddBody, gangSheetPlanQuery, type DtfArtwork, type DtfArtworkSummary, type GangSheetPlanResponse, type SavedCart } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import { checkSheetLayout, heightForWidth, priceGangSheet } from '@storefront/transfers';
import { httpClientFrom } from '@storefront/ui/testing';
import { requestGates } from '../../fixtures/request-gates';
import { apiError, type Call } from '../../fixtures/fake-design-lab';
import { CART_ORDER_NUMBER } from '../../fixtures/fake-dtf';

export type CartImage = GangSheetPlanResponse['images'][number];

/** A sheet line the cart made: the body as the cart read it, with the price it charged each. */
export interface SheetLine {
  line_item_id: string;
  body: ReturnType<typeof gangSheetAddBody.parse>;
  price: { amount: number; currency: string };
  used_percent: number;
}

const summaryOf = ({ versions: _v, job: _j, digital_assets_file_id: _d, ...summary }: DtfArtwork): DtfArtworkSummary => summary;

export const SAVED_CART_ID = '7d1e2f3a-4b5c-4d6e-8f70-81a2b3c4d5e6';

export function savedCartOf(over: Partial<SavedCart> = {}): SavedCart {
  return { id: SAVED_CART_ID, number: 'R000000077', cart_name: 'Team order', active: false, items: 16, same_day_eligible: false, store: 'us', updated_at: '2026-11-20T12:00:00.000Z', ...over };
}

export function fakeGangSheet(
  options: {
    artworks?: DtfArtwork[];
    /** the transfers of the active cart (`active`) and of saved carts (by id); a cart without any answers 404 */
    carts?: Record<string, CartImage[]>;
    /** the shopper's saved carts; null: a guest (422 sign_in_required) */
    savedCarts?: SavedCart[] | null;
  } = {},
) {
  const calls: Call[] = [];
  const artworks = new Map((options.artworks ?? []).map((a) => [a.id, structuredClone(a)]));
  const gates = requestGates();
  const lines: SheetLine[] = [];
  let cartItems = 0;

  const plan = (params: Record<string, string>): GangSheetPlanResponse => {
    const query = gangSheetPlanQuery.safeParse(params);
    if (!query.success) throw apiError(400, 'invalid_request', 'cart_id is not valid');
    const images = options.carts?.[query.data.cart_id ?? 'active'] ?? [];
    if (images.length === 0) throw apiError(404, 'no_transfers_in_cart', 'There are no transfers from your artwork in your cart to put on a gang sheet.');
    const currency = query.data.store === 'ca' ? ('CAD' as const) : ('USD' as const);
    const zero = { amount: 0, currency };
    // the builder reads `images` only: the plan's own sheets and savings are left empty here
    return { sheets: [], sheets_total: zero, singles_total: zero, saving: zero, saving_percent: 0, still_fits: [], pre_cut_dropped: false, images };
  };

  const add = (input: unknown) => {
    const parsed = gangSheetAddBody.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw apiError(400, 'invalid_request', `${issue?.path.map(String).join('.') || 'body'} ${issue?.message ?? 'is not valid'}`);
    }
    const body = parsed.data;
    const images = body.images.map((image, index) => {
      const artwork = artworks.get(image.artwork_id);
      if (!artwork) throw apiError(404, 'dtf_artwork_not_found', 'No such artwork, or it is not yours.');
      // the version asked (a cart's frozen one), else the one in use: its pixels set the height and the resolution
      const printed = artwork.versions.find((v) => v.version === (image.artwork_version ?? artwork.current_version));
      if (!printed) throw apiError(404, 'dtf_version_not_found', `This artwork has no version ${image.artwork_version}.`);
      const heightIn = heightForWidth(printed.width, printed.height, image.width_in);
      const dpi = Math.floor(printed.width / image.width_in);
      if (dpi < 100 && !body.accept_low_resolution) {
        throw apiError(
          422,
          'low_resolution',
          `At ${image.width_in} × ${heightIn} in “${artwork.name}” prints at ${dpi} DPI, under the 100 DPI we print without your OK: it may look blurry. Choose a smaller size, or accept the lower resolution.`,
        );
      }
      return { id: String(index), widthIn: image.width_in, heightIn };
    });
    const placements = body.placements.map((p) => ({ id: String(p.image), x: p.x, y: p.y, rotated: p.rotated }));
    const checked = checkSheetLayout({ widthIn: body.width_in, lengthIn: body.length_in, marginIn: body.margin_in, images, placements });
    if (!checked.ok) throw apiError(422, checked.problem.code, checked.problem.message);
    const priced = priceGangSheet({ store: body.store, widthIn: body.width_in, lengthIn: body.length_in });
    if (!priced.ok) throw apiError(422, priced.problem.code, priced.problem.message);
    const line: SheetLine = { line_item_id: `6b1f2d3e-4c5a-4b6c-8d7e-${String(lines.length + 1).padStart(12, '0')}`, body, price: priced.value.price, used_percent: checked.value.usedPercent };
    lines.push(line);
    cartItems += body.quantity;
    return { total_items_qty: cartItems, order_number: CART_ORDER_NUMBER, line_item_id: line.line_item_id };
  };

  const http: HttpClient = httpClientFrom(async (method, path, body, opts) => {
    const params = Object.fromEntries(Object.entries((opts?.searchParams as Record<string, unknown>) ?? {}).map(([k, v]) => [k, String(v)]));
    calls.push({ method, path, body: structuredClone(body), params });
    await gates.pass(method, path);

    if (method === 'GET' && path === '/api/users/dtf_artworks') {
      return { artworks: [...artworks.values()].sort((a, b) => b.updated_at.localeCompare(a.updated_at)).map(summaryOf), limit: 500 };
    }
    if (method === 'GET' && path === '/api/v2/cart/gang_sheet.json') return plan(params);
    if (method === 'GET' && path === '/api/v2/saved_carts.json') {
      if (options.savedCarts === null) throw apiError(422, 'sign_in_required', 'Sign in to keep saved carts.');
      const carts = options.savedCarts ?? [];
      return { carts, activeCart: carts.find((c) => c.active) ?? null };
    }
    if (method === 'POST' && path === '/api/users/dtf_artworks/gang_sheet_add_to_cart') return add(body);
    throw new Error(`the fake gang-sheet services do not answer ${method} ${path}`);
  });

  return {
    http,
    calls,
    failNext: gates.failNext,
    holdNext: gates.holdNext,
    /** the sheet lines gang_sheet_add_to_cart put in the cart */
    sheetLines: () => lines,
    asked: (path: RegExp) => calls.filter((c) => path.test(c.path)),
  };
}
