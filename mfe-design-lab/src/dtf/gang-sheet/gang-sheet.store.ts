import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GangSheetAddBody, GangSheetPlanResponse, Money, SavedCart } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { announceCartChanged } from '@storefront/ui';
import { DEFAULT_GANG_SHEET_WIDTH, GANG_SHEET_MARGIN_IN, packSheet, priceGangSheet, type GangSheetWidth } from '@storefront/transfers';
import type { GangSheetApi } from './gang-sheet-api';
import {
  BIG_STEP_IN,
  SNAP_IN,
  boxOf,
  clampToSheet,
  clashesOf,
  copiesToFill,
  imagesById,
  lengthOf,
  maxLengthOf,
  spotForCopy,
  toThousandth,
  usedLengthOf,
  usedPercentOf,
  type Clashes,
  type SheetCopy,
  type SheetFrame,
  type SheetImage,
} from './sheet-layout';
import { entryOfArtwork, picksKey, readCopies, readLength, readPicks, type CopiesReading, type LengthChoice, type LengthReading, type PickEntry } from './sheet-picks';

/** Layout edits kept for Undo. */
export const UNDO_DEPTH = 100;

/** The sheets as laid out: a snapshot of the images at their sizes, and where each copy lies. */
export interface Layout {
  images: SheetImage[];
  /** one list of copies per sheet */
  sheets: SheetCopy[][];
  /** moved, turned, copied or deleted by hand since it was laid out */
  edited: boolean;
  /** the choices it was laid out from (`picksKey`): the layout is stale once they change */
  picks: string;
}

export interface AddState {
  status: 'idle' | 'submitting';
  /** the sheet being sent ("Adding sheet 1 of 2…") */
  sending: { sheet: number; of: number } | null;
  /** every sheet went in: the confirmation with the cart link */
  added: { sheets: number; items: number } | null;
  /** sheets of this layout already in the cart after a refusal part way (a retry sends the rest) */
  addedSheets: number[];
  /** §8 "An error occurred: <message>" */
  problem: string | null;
  /** the cart refused a resolution too low (422 low_resolution): the waiver is offered */
  waiverAsked: boolean;
}

export interface GangSheetState {
  /** the shopper's artworks: the page waits for them */
  status: 'loading' | 'ready' | 'failed';
  problem: string | null;
  entries: PickEntry[];
  widthIn: GangSheetWidth;
  marginIn: number;
  length: LengthChoice;
  customLength: string;
  layout: Layout | null;
  /** why the last layout asked for could not be made */
  buildProblem: string | null;
  sheetIndex: number;
  /** the selected copy's uid */
  selected: number | null;
  past: Layout[];
  future: Layout[];
  /** what the last edit did, said politely ("No room for another copy…") */
  note: string | null;
  /** "Load my cart's transfers" */
  fromCart: { status: 'idle' | 'loading' | 'loaded' | 'failed'; message: string | null };
  savedCarts: { status: 'idle' | 'loading' | 'ready' | 'failed'; carts: SavedCart[]; problem: string | null };
  /** copies of each sheet, as typed */
  sheetCopies: string;
  acceptLowResolution: boolean;
  add: AddState;
}

export interface GangSheetModel {
  store: StoreApi<GangSheetState>;
  /** the shopper's artworks, then (`fromCart`) their cart's transfers */
  load(): Promise<void>;
  setChosen(key: string, chosen: boolean): void;
  setEntryWidth(key: string, text: string): void;
  setEntryCopies(key: string, text: string): void;
  setWidth(widthIn: GangSheetWidth): void;
  setMargin(marginIn: number): void;
  setLength(choice: LengthChoice): void;
  setCustomLength(text: string): void;
  /** lays the chosen artworks out afresh ("Build the sheet"; undoable) */
  build(): void;
  loadFromCart(cartId: string | null): Promise<void>;
  loadSavedCarts(): Promise<void>;
  showSheet(index: number): void;
  select(uid: number | null): void;
  /** the selected copy to (x, y), within the sheet's edges; a drag passes one `gesture` for all its moves (one undo) */
  moveTo(x: number, y: number, gesture?: string): void;
  /** the selected copy by one arrow key: 0.05 in, or 1 in (`big`) */
  nudge(dx: -1 | 0 | 1, dy: -1 | 0 | 1, big: boolean): void;
  rotate(): void;
  duplicate(): void;
  remove(): void;
  fill(): void;
  undo(): void;
  redo(): void;
  setSheetCopies(text: string): void;
  setAcceptLowResolution(accept: boolean): void;
  addToCart(): Promise<void>;
  dispose(): void;
}

const idleAdd = (waiverAsked = false): AddState => ({ status: 'idle', sending: null, added: null, addedSheets: [], problem: null, waiverAsked });

// ---------------------------------------------------------------------------------------------
// What the state shows: every sheet's length, use, clashes and price, and what holds the add back

export interface SheetView {
  copies: SheetCopy[];
  lengthIn: number;
  usedLengthIn: number;
  usedPercent: number;
  clashes: Clashes;
  price: Money | null;
  priceProblem: string | null;
}

export interface BuilderView {
  frame: SheetFrame;
  length: LengthReading;
  /** the length the sheets are held to (null: each follows its art) */
  fixedLength: number | null;
  /** the choices changed since the sheet was laid out */
  stale: boolean;
  sheets: SheetView[];
  sheetCopies: CopiesReading;
  /** images on the sheets printing under 100 DPI at their size */
  lowResolution: SheetImage[];
  /** the waiver is shown (a low resolution on the sheets, or the cart asked) */
  waiverShown: boolean;
  /** every sheet × the copies of each (null while a price or the copies cannot be read) */
  total: Money | null;
  /** why the sheets cannot be added now */
  blocker: string | null;
}

/** inches to the thousandth at most (a margin of 0.125 in, a position the packer chose) */
export const inchText = (n: number, store: StoreCode) => formatNumber(Math.round(n * 1000) / 1000, store);

/** "2 images overlap or sit closer than 0.25 in: move them apart." (and the edges') */
export function clashText(view: Pick<SheetView, 'clashes'>, frame: SheetFrame, fixedLength: number | null, store: StoreCode): string | null {
  const m = inchText(frame.marginIn, store);
  const parts: string[] = [];
  const overlapping = view.clashes.overlapping.size;
  const off = view.clashes.offSheet.size;
  if (overlapping > 0) parts.push(`${formatNumber(overlapping, store)} images overlap or sit closer than ${m} in: move them apart.`);
  if (off > 0) {
    const they = off === 1 ? '1 image runs' : `${formatNumber(off, store)} images run`;
    parts.push(`${they} off the sheet or closer than ${m} in to its edge: move ${off === 1 ? 'it' : 'them'} in${fixedLength !== null ? ', or choose a longer sheet' : ''}.`);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

export function viewOf(state: GangSheetState, store: StoreCode): BuilderView {
  const frame: SheetFrame = { widthIn: state.widthIn, marginIn: state.marginIn };
  const length = readLength(state.length, state.customLength, store);
  const fixedLength = length.ok ? length.fixed : null;
  const layout = state.layout;
  const sheetCopies = readCopies(state.sheetCopies, store);
  const byId = imagesById(layout?.images ?? []);
  const sheets: SheetView[] = (layout?.sheets ?? []).map((copies) => {
    const usedLengthIn = usedLengthOf(copies, byId, frame.marginIn);
    const lengthIn = lengthOf(fixedLength, usedLengthIn);
    const priced = priceGangSheet({ store, widthIn: frame.widthIn, lengthIn });
    return {
      copies,
      lengthIn,
      usedLengthIn,
      usedPercent: usedPercentOf(copies, byId, frame.widthIn, lengthIn),
      clashes: clashesOf(copies, layout!.images, frame, lengthIn),
      price: priced.ok ? priced.value.price : null,
      priceProblem: priced.ok ? null : priced.problem.message,
    };
  });
  const onSheets = new Set(sheets.flatMap((s) => s.copies.map((c) => c.id)));
  const lowResolution = (layout?.images ?? []).filter((i) => onSheets.has(i.id) && i.dpi !== null && i.dpi < 100);
  const waiverShown = lowResolution.length > 0 || state.add.waiverAsked;
  const stale = layout !== null && layout.picks !== picksKey(state.entries);

  let total: Money | null = null;
  if (sheetCopies.ok && sheets.length > 0 && sheets.every((s) => s.price)) {
    total = { amount: sheets.reduce((sum, s) => sum + s.price!.amount, 0) * sheetCopies.copies, currency: sheets[0]!.price!.currency };
  }

  let blocker: string | null = null;
  const picks = readPicks(state.entries, frame, store);
  const counted = (i: number) => (sheets.length > 1 ? `Sheet ${i + 1} of ${sheets.length}` : 'The sheet');
  if (!layout) blocker = picks.ok ? 'Lay the sheet out first.' : picks.problem;
  else if (!length.ok) blocker = length.problem;
  else if (stale && !layout.edited) blocker = picks.ok ? 'Your choices changed since the sheet was laid out: build it again.' : picks.problem;
  else {
    const empty = sheets.findIndex((s) => s.copies.length === 0);
    const clashing = sheets.findIndex((s) => s.clashes.offSheet.size + s.clashes.overlapping.size > 0);
    const unpriced = sheets.find((s) => s.priceProblem);
    if (empty !== -1) blocker = `${counted(empty)} has no images on it: add some, or build the sheet again.`;
    else if (clashing !== -1) blocker = clashing === state.sheetIndex ? clashText(sheets[clashing]!, frame, fixedLength, store) : `${counted(clashing)} has images that overlap or run off it: move them first.`;
    else if (unpriced) blocker = unpriced.priceProblem;
    else if (!sheetCopies.ok) blocker = sheetCopies.problem;
    else if (waiverShown && !state.acceptLowResolution) {
      blocker =
        lowResolution.length > 0
          ? `${lowResolution.map((i) => i.name).join(', ')} would print under 100 DPI: make ${lowResolution.length === 1 ? 'it' : 'them'} smaller, or accept the lower resolution.`
          : 'Make the artwork smaller, or accept the lower resolution, to add this sheet.';
    }
  }
  return { frame, length, fixedLength, stale, sheets, sheetCopies, lowResolution, waiverShown, total, blocker };
}

/** One sheet as the cart's gang_sheet_add_to_cart takes it: the artworks on it at their widths, and where each copy lies. */
export function sheetBody(options: {
  store: StoreCode;
  frame: SheetFrame;
  lengthIn: number;
  images: readonly SheetImage[];
  copies: readonly SheetCopy[];
  quantity: number;
  acceptLowResolution: boolean;
}): GangSheetAddBody {
  const onSheet = new Set(options.copies.map((c) => c.id));
  const images = options.images.filter((i) => onSheet.has(i.id));
  const index = new Map(images.map((image, i) => [image.id, i]));
  return {
    store: options.store,
    width_in: options.frame.widthIn,
    length_in: options.lengthIn,
    margin_in: options.frame.marginIn,
    images: images.map((i) => (i.artworkVersion === null ? { artwork_id: i.artworkId, width_in: i.widthIn } : { artwork_id: i.artworkId, artwork_version: i.artworkVersion, width_in: i.widthIn })),
    placements: options.copies.map((c) => ({ image: index.get(c.id)!, x: toThousandth(c.x), y: toThousandth(c.y), rotated: c.rotated })),
    quantity: options.quantity,
    accept_low_resolution: options.acceptLowResolution,
  };
}

// ---------------------------------------------------------------------------------------------

/** The builder's choices, the sheets laid out and edited, their undo, and the add; one per mounted page. */
export function createGangSheetModel(options: { api: GangSheetApi; storeCode: StoreCode; fromCart?: boolean; cartId?: string | null }): GangSheetModel {
  const { api, storeCode } = options;
  const store = createStore<GangSheetState>(() => ({
    status: 'loading',
    problem: null,
    entries: [],
    widthIn: DEFAULT_GANG_SHEET_WIDTH,
    marginIn: GANG_SHEET_MARGIN_IN.default,
    length: 'auto',
    customLength: '',
    layout: null,
    buildProblem: null,
    sheetIndex: 0,
    selected: null,
    past: [],
    future: [],
    note: null,
    fromCart: { status: 'idle', message: null },
    savedCarts: { status: 'idle', carts: [], problem: null },
    sheetCopies: '1',
    acceptLowResolution: false,
    add: idleAdd(),
  }));
  const get = store.getState;
  const set = (partial: Partial<GangSheetState>) => store.setState(partial);
  let live = true;
  let nextUid = 1;
  /** the drag whose moves are one undo step */
  let lastGesture: string | null = null;

  /** a change to what would be added: the last confirmation or refusal is about something else now */
  const forgetAdd = (): Pick<GangSheetState, 'add'> => {
    const { add } = get();
    return { add: add.status === 'submitting' ? add : idleAdd(add.waiverAsked) };
  };

  const frameOf = (s: GangSheetState): SheetFrame => ({ widthIn: s.widthIn, marginIn: s.marginIn });
  const fixedOf = (s: GangSheetState): number | null => {
    const length = readLength(s.length, s.customLength, storeCode);
    return length.ok ? length.fixed : null;
  };

  /** A new layout, the one it replaces kept for Undo. */
  function record(next: Layout, extra: Partial<GangSheetState> = {}, gesture?: string) {
    const s = get();
    const sameGesture = gesture !== undefined && gesture === lastGesture;
    lastGesture = gesture ?? null;
    set({
      past: s.layout && !sameGesture ? [...s.past, s.layout].slice(-UNDO_DEPTH) : s.past,
      future: [],
      layout: next,
      ...forgetAdd(),
      ...extra,
    });
  }

  /** The selected copy and its sheet, or null. */
  function selection() {
    const s = get();
    const layout = s.layout;
    if (!layout || s.selected === null) return null;
    const copies = layout.sheets[s.sheetIndex] ?? [];
    const index = copies.findIndex((c) => c.uid === s.selected);
    if (index === -1) return null;
    const image = layout.images.find((i) => i.id === copies[index]!.id)!;
    return { s, layout, copies, index, copy: copies[index]!, image };
  }

  /** The current sheet's copies replaced, as a hand edit. */
  function editSheet(layout: Layout, sheetIndex: number, copies: SheetCopy[], extra: Partial<GangSheetState> = {}, gesture?: string) {
    const sheets = layout.sheets.map((c, i) => (i === sheetIndex ? copies : c));
    record({ ...layout, sheets, edited: true }, extra, gesture);
  }

  function lay(explicit: boolean) {
    const s = get();
    const frame = frameOf(s);
    const picks = readPicks(s.entries, frame, storeCode);
    if (!picks.ok) {
      if (explicit) set({ buildProblem: picks.problem });
      // nothing chosen: nothing to show; a field being typed: its row says what to fix, the last layout stays
      else if (!s.entries.some((e) => e.chosen)) set({ layout: null, buildProblem: null, selected: null, sheetIndex: 0, note: null, ...forgetAdd() });
      return;
    }
    const length = readLength(s.length, s.customLength, storeCode);
    if (!length.ok) {
      // the length field says what to fix; asked for, the layout says it too
      if (explicit) set({ buildProblem: length.problem });
      return;
    }
    const plan = packSheet({
      widthIn: frame.widthIn,
      marginIn: frame.marginIn,
      items: picks.images.map((i) => ({ id: i.id, widthIn: i.widthIn, heightIn: i.heightIn, quantity: i.copies, rotatable: true })),
      ...(length.fixed === null ? {} : { lengthPresets: [length.fixed] }),
    });
    if (!plan.ok) {
      set({ buildProblem: plan.problem.message });
      return;
    }
    const layout: Layout = {
      images: picks.images.map(({ copies: _copies, ...image }) => image),
      sheets: plan.value.sheets.map((sheet) => sheet.placements.map((p) => ({ uid: nextUid++, id: p.id, x: p.x, y: p.y, rotated: p.rotated }))),
      edited: false,
      picks: picksKey(s.entries),
    };
    const fresh = { buildProblem: null, sheetIndex: 0, selected: null, note: null, add: idleAdd() };
    // laid out on request: undoable; following the choices (nothing done by hand yet): replaced
    if (explicit) record(layout, fresh);
    else {
      lastGesture = null;
      set({ layout, future: [], ...fresh });
    }
  }

  /** The choices changed: a sheet nobody has touched follows them; one edited by hand waits for "Build again". */
  function picksChanged() {
    const { layout } = get();
    if (layout?.edited) set({ ...forgetAdd() });
    else lay(false);
  }

  /**
   * The sheet's width, length or margin changed: a sheet nobody has touched is laid out afresh for
   * it; one arranged by hand keeps every image where it is, and what no longer fits turns red.
   */
  function sheetChanged(change: Partial<Pick<GangSheetState, 'widthIn' | 'marginIn' | 'length' | 'customLength'>>) {
    set({ ...change, ...forgetAdd() });
    if (!get().layout?.edited) lay(false);
  }

  const setEntry = (key: string, change: Partial<PickEntry>) => {
    set({ entries: get().entries.map((e) => (e.key === key ? { ...e, ...change } : e)) });
    picksChanged();
  };

  /**
   * The cart's transfers become the chosen artworks, each at its width and quantity and in the
   * version the cart froze: a listed artwork in that version is its row; the same artwork again (at
   * another size, or in another version) gets a row of its own.
   */
  function mergeCartImages(images: GangSheetPlanResponse['images']) {
    const entries = get().entries.map((e) => ({ ...e, chosen: false }));
    const taken = new Set<string>();
    for (const image of images) {
      const change = { chosen: true, artworkVersion: image.artwork_version, widthText: String(image.width_in), copiesText: String(image.quantity) };
      const found = entries.findIndex((e) => e.artworkId === image.artwork_id && !taken.has(e.key) && (e.artworkVersion ?? e.currentVersion) === image.artwork_version);
      if (found !== -1) {
        entries[found] = { ...entries[found]!, ...change };
        taken.add(entries[found]!.key);
        continue;
      }
      const base = entries.find((e) => e.artworkId === image.artwork_id);
      let n = 2;
      while (base && entries.some((e) => e.key === `${image.artwork_id}~${n}`)) n++;
      const key = base ? `${image.artwork_id}~${n}` : image.artwork_id;
      entries.push({
        key,
        artworkId: image.artwork_id,
        currentVersion: base?.currentVersion ?? null,
        name: !base ? image.name : base.currentVersion === image.artwork_version ? `${image.name} (${n})` : `${image.name} (version ${image.artwork_version})`,
        thumbnailUrl: image.thumbnail_url,
        // the pixels listed are the version in use's: another version's are not known here
        pixels: base && base.currentVersion === image.artwork_version ? base.pixels : null,
        aspect: image.height_in / image.width_in,
        ...change,
      });
      taken.add(key);
    }
    set({ entries });
  }

  const model: GangSheetModel = {
    store,
    async load() {
      live = true;
      set({ status: 'loading', problem: null });
      try {
        const { artworks } = await api.artworks();
        if (!live) return;
        set({ status: 'ready', entries: artworks.map(entryOfArtwork) });
      } catch (err) {
        if (live) set({ status: 'failed', problem: readFailure(err).message });
        return;
      }
      if (options.fromCart) await model.loadFromCart(options.cartId ?? null);
    },

    setChosen: (key, chosen) => setEntry(key, { chosen }),
    setEntryWidth: (key, widthText) => setEntry(key, { widthText }),
    setEntryCopies: (key, copiesText) => setEntry(key, { copiesText }),

    setWidth: (widthIn) => sheetChanged({ widthIn }),
    setMargin: (marginIn) => sheetChanged({ marginIn }),
    setLength: (length) => sheetChanged({ length }),
    setCustomLength: (customLength) => sheetChanged({ customLength }),

    build: () => lay(true),

    async loadFromCart(cartId) {
      set({ fromCart: { status: 'loading', message: null } });
      try {
        const plan = await api.cartPlan(storeCode, cartId);
        if (!live) return;
        mergeCartImages(plan.images);
        lay(true);
        const n = plan.images.length;
        set({ fromCart: { status: 'loaded', message: `${formatNumber(n, storeCode)} ${n === 1 ? 'transfer' : 'transfers'} loaded from ${cartId ? 'the saved cart' : 'your cart'}.` } });
      } catch (err) {
        if (live) set({ fromCart: { status: 'failed', message: readFailure(err).message } });
      }
    },

    async loadSavedCarts() {
      if (get().savedCarts.status === 'loading' || get().savedCarts.status === 'ready') return;
      set({ savedCarts: { status: 'loading', carts: [], problem: null } });
      try {
        const { carts } = await api.savedCarts(storeCode);
        if (live) set({ savedCarts: { status: 'ready', carts, problem: null } });
      } catch (err) {
        if (live) set({ savedCarts: { status: 'failed', carts: [], problem: readFailure(err).message } });
      }
    },

    showSheet(index) {
      const { layout } = get();
      if (!layout || index < 0 || index >= layout.sheets.length) return;
      set({ sheetIndex: index, selected: null, note: null });
    },

    select(uid) {
      if (get().selected !== uid) set({ selected: uid });
    },

    moveTo(x, y, gesture) {
      const sel = selection();
      if (!sel) return;
      const at = clampToSheet(x, y, boxOf(sel.image, sel.copy.rotated), sel.s.widthIn, maxLengthOf(fixedOf(sel.s)));
      if (at.x === sel.copy.x && at.y === sel.copy.y) return;
      const copies = sel.copies.map((c, i) => (i === sel.index ? { ...c, ...at } : c));
      editSheet(sel.layout, sel.s.sheetIndex, copies, { note: null }, gesture);
    },

    nudge(dx, dy, big) {
      const sel = selection();
      if (!sel) return;
      const step = big ? BIG_STEP_IN : SNAP_IN;
      model.moveTo(sel.copy.x + dx * step, sel.copy.y + dy * step);
    },

    rotate() {
      const sel = selection();
      if (!sel) return;
      // turned about its top-left corner, kept on the sheet
      const rotated = !sel.copy.rotated;
      const at = clampToSheet(sel.copy.x, sel.copy.y, boxOf(sel.image, rotated), sel.s.widthIn, maxLengthOf(fixedOf(sel.s)));
      const copies = sel.copies.map((c, i) => (i === sel.index ? { ...c, ...at, rotated } : c));
      editSheet(sel.layout, sel.s.sheetIndex, copies, { note: null });
    },

    duplicate() {
      const sel = selection();
      if (!sel) return;
      const fixed = fixedOf(sel.s);
      const spot = spotForCopy(sel.layout.images, sel.copies, frameOf(sel.s), maxLengthOf(fixed), sel.image.id);
      if (!spot) {
        set({ note: `No room for another copy of ${sel.image.name} on this sheet${fixed !== null ? ': choose a longer sheet, or make room' : ''}.` });
        return;
      }
      const copy: SheetCopy = { ...spot, uid: nextUid++ };
      const where = `${inchText(copy.x, storeCode)}, ${inchText(copy.y, storeCode)} in`;
      editSheet(sel.layout, sel.s.sheetIndex, [...sel.copies, copy], { selected: copy.uid, note: `Copy of ${sel.image.name} placed at ${where}.` });
    },

    remove() {
      const sel = selection();
      if (!sel) return;
      const copies = sel.copies.filter((_, i) => i !== sel.index);
      const note = `${sel.image.name} deleted from the sheet.`;
      if (copies.length === 0 && sel.layout.sheets.length > 1) {
        // an emptied sheet goes: nothing would be printed on it
        const sheets = sel.layout.sheets.filter((_, i) => i !== sel.s.sheetIndex);
        record({ ...sel.layout, sheets, edited: true }, { sheetIndex: Math.min(sel.s.sheetIndex, sheets.length - 1), selected: null, note: `${note} The sheet was empty, so it was removed.` });
        return;
      }
      const next = copies[Math.min(sel.index, copies.length - 1)];
      editSheet(sel.layout, sel.s.sheetIndex, copies, { selected: next?.uid ?? null, note });
    },

    fill() {
      const sel = selection();
      if (!sel) return;
      const frame = frameOf(sel.s);
      const byId = imagesById(sel.layout.images);
      const lengthIn = lengthOf(fixedOf(sel.s), usedLengthOf(sel.copies, byId, frame.marginIn));
      const added = copiesToFill(sel.layout.images, sel.copies, frame, lengthIn, sel.image.id).map((p) => ({ ...p, uid: nextUid++ }));
      if (added.length === 0) {
        set({ note: `No room for more copies of ${sel.image.name} on this sheet.` });
        return;
      }
      const n = added.length;
      editSheet(sel.layout, sel.s.sheetIndex, [...sel.copies, ...added], { note: `${formatNumber(n, storeCode)} more ${n === 1 ? 'copy' : 'copies'} of ${sel.image.name} added.` });
    },

    undo() {
      const s = get();
      const previous = s.past[s.past.length - 1];
      if (!previous) return;
      lastGesture = null;
      set({
        layout: previous,
        past: s.past.slice(0, -1),
        future: s.layout ? [s.layout, ...s.future] : s.future,
        sheetIndex: Math.min(s.sheetIndex, previous.sheets.length - 1),
        note: 'Undone.',
        ...forgetAdd(),
      });
    },

    redo() {
      const s = get();
      const next = s.future[0];
      if (!next) return;
      lastGesture = null;
      set({
        layout: next,
        past: s.layout ? [...s.past, s.layout] : s.past,
        future: s.future.slice(1),
        sheetIndex: Math.min(s.sheetIndex, next.sheets.length - 1),
        note: 'Redone.',
        ...forgetAdd(),
      });
    },

    setSheetCopies: (sheetCopies) => set({ sheetCopies, ...forgetAdd() }),
    setAcceptLowResolution: (acceptLowResolution) => set({ acceptLowResolution, ...forgetAdd() }),

    async addToCart() {
      const s = get();
      if (s.add.status === 'submitting' || !s.layout) return;
      const view = viewOf(s, storeCode);
      if (view.blocker !== null || !view.sheetCopies.ok) return;
      const layout = s.layout;
      const quantity = view.sheetCopies.copies;
      const accept = view.waiverShown && s.acceptLowResolution;
      const bodies = view.sheets.map((sheet) =>
        sheetBody({ store: storeCode, frame: view.frame, lengthIn: sheet.lengthIn, images: layout.images, copies: sheet.copies, quantity, acceptLowResolution: accept }),
      );
      const done = [...s.add.addedSheets];
      const before = done.length;
      let items = 0;
      set({ add: { ...s.add, status: 'submitting', added: null, problem: null } });
      for (const [i, body] of bodies.entries()) {
        if (done.includes(i)) continue;
        set({ add: { ...get().add, sending: { sheet: i + 1, of: bodies.length } } });
        try {
          items = (await api.addToCart(body)).total_items_qty;
          done.push(i);
        } catch (err) {
          const failure = readFailure(err);
          const sameLayout = get().layout === layout;
          set({
            add: {
              status: 'idle',
              sending: null,
              added: null,
              addedSheets: sameLayout ? done : [],
              problem: `An error occurred: ${failure.message}`,
              waiverAsked: get().add.waiverAsked || failure.code === 'low_resolution',
            },
          });
          // the header recounts after every add that went in
          if (done.length > before) announceCartChanged();
          return;
        }
      }
      set({ add: { status: 'idle', sending: null, added: { sheets: bodies.length, items }, addedSheets: [], problem: null, waiverAsked: get().add.waiverAsked } });
      announceCartChanged();
    },

    dispose() {
      live = false;
    },
  };
  return model;
}
