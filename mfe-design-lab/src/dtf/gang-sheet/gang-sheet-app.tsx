import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { formatMoney, formatNumber, type StoreCode } from '@storefront/store-config';
import { AppLink, ConfirmDialog, LoadFailed } from '@storefront/ui';
import { GANG_SHEET_LENGTHS, GANG_SHEET_WIDTHS, priceGangSheet, type GangSheetWidth } from '@storefront/transfers';
import { formatPixels } from '../dtf-format';
import { transfersHref } from '../dtf-links';
import type { GangSheetApi } from './gang-sheet-api';
import { createGangSheetModel, viewOf, type BuilderView, type GangSheetModel, type GangSheetState } from './gang-sheet.store';
import { NumberField } from './number-field';
import { SheetCart } from './sheet-cart';
import { SheetEditor } from './sheet-drawing';
import { MARGIN_CHOICES, readCopies, readSize, type LengthChoice, type PickEntry } from './sheet-picks';

export interface GangSheetAppProps {
  api: GangSheetApi;
  storeCode: StoreCode;
  /** `?from=cart`: the cart's transfers are loaded into the builder once the artworks are */
  fromCart?: boolean;
  /** `&cart_id=`: a saved cart's instead of the active one's */
  cartId?: string | null;
}

const inches = (n: number, store: StoreCode) => `${formatNumber(Math.round(n * 1000) / 1000, store)} in`;

/**
 * The gang-sheet builder: the shopper's artworks (each at a width and a number of copies), the
 * sheet's width, length and margin, the sheets laid out by @storefront/transfers' packer and
 * edited by hand (drag, arrow keys, rotate, duplicate, delete, fill, undo), their price and "Add
 * gang sheet to cart" (one line per sheet). Browser only.
 */
export function GangSheetApp({ api, storeCode, fromCart = false, cartId = null }: GangSheetAppProps) {
  const [model] = useState(() => createGangSheetModel({ api, storeCode, fromCart, cartId }));
  const state = useStore(model.store);
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);
  const view = useMemo(() => viewOf(state, storeCode), [state, storeCode]);

  if (state.status === 'loading') {
    return (
      <p role="status" className="dl-dtf__loading">
        Loading your artwork…
      </p>
    );
  }
  if (state.status === 'failed') return <LoadFailed message={state.problem ?? 'Your artwork could not be loaded.'} onRetry={() => void model.load()} />;

  // Ctrl/Cmd+Z anywhere in the builder but a field (where it undoes the typing)
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    if ((e.target as HTMLElement).closest('input, select, textarea')) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) model.undo();
    else if ((key === 'z' && e.shiftKey) || key === 'y') model.redo();
    else return;
    e.preventDefault();
  };

  return (
    <div className="dl-gang" onKeyDown={onKeyDown}>
      <ArtworkPicker model={model} state={state} view={view} storeCode={storeCode} />
      {state.entries.length > 0 ? (
        <>
          <SheetSettings model={model} state={state} view={view} storeCode={storeCode} />
          <SheetEditor model={model} state={state} view={view} storeCode={storeCode} />
          <SheetCart model={model} state={state} view={view} storeCode={storeCode} />
        </>
      ) : null}
    </div>
  );
}

interface PartProps {
  model: GangSheetModel;
  state: GangSheetState;
  view: BuilderView;
  storeCode: StoreCode;
}

function ArtworkPicker({ model, state, view, storeCode }: PartProps) {
  const titleId = useId();
  return (
    <section className="dl-panel dl-gang__picks" aria-labelledby={titleId}>
      <h2 id={titleId}>Your artwork</h2>
      {state.entries.length === 0 ? (
        <p className="dl-gang__empty">
          You have no artwork yet. Upload your logos and pictures first, then come back to put them on a sheet: <AppLink href={transfersHref(storeCode)}>Upload artwork</AppLink>
        </p>
      ) : (
        <>
          <p className="dl-muted">Tick what to print, at what width and how many copies: the height follows each artwork’s shape.</p>
          <ul className="dl-gang-picks">
            {state.entries.map((entry) => (
              <PickRow key={entry.key} entry={entry} model={model} view={view} storeCode={storeCode} />
            ))}
          </ul>
        </>
      )}
      <CartLoader model={model} state={state} />
    </section>
  );
}

function PickRow({ entry, model, view, storeCode }: { entry: PickEntry; model: GangSheetModel; view: BuilderView; storeCode: StoreCode }) {
  const ids = { use: useId(), about: useId(), size: useId() };
  const size = readSize(entry, view.frame, storeCode);
  const copies = readCopies(entry.copiesText, storeCode);
  return (
    <li className={entry.chosen ? 'dl-gang-pick dl-gang-pick--chosen' : 'dl-gang-pick'}>
      <div className="dl-gang-pick__head">
        <input id={ids.use} type="checkbox" checked={entry.chosen} aria-describedby={ids.about} onChange={(e) => model.setChosen(entry.key, e.target.checked)} />
        <img className="dl-gang-pick__thumb dl-checker" src={entry.thumbnailUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <span className="dl-gang-pick__text">
          <label htmlFor={ids.use} className="dl-gang-pick__name">
            {entry.name}
          </label>
          <span id={ids.about} className="dl-muted">
            {entry.pixels ? formatPixels(entry.pixels.width, entry.pixels.height, storeCode) : 'From your cart'}
          </span>
        </span>
      </div>
      {entry.chosen ? (
        <div className="dl-gang-pick__fields">
          <NumberField
            label={
              <>
                Width <span className="sf-visually-hidden">of {entry.name}</span> (in)
              </>
            }
            inputMode="decimal"
            min={0.5}
            step={0.1}
            value={entry.widthText}
            problem={size.ok ? null : size.problem}
            describedBy={ids.size}
            onChange={(v) => model.setEntryWidth(entry.key, v)}
          />
          <NumberField
            label={
              <>
                Copies <span className="sf-visually-hidden">of {entry.name}</span>
              </>
            }
            inputMode="numeric"
            min={1}
            step={1}
            value={entry.copiesText}
            problem={copies.ok ? null : copies.problem}
            onChange={(v) => model.setEntryCopies(entry.key, v)}
          />
          {size.ok ? (
            <div id={ids.size} className="dl-gang-pick__size">
              <p>
                Prints <strong>{`${formatNumber(size.widthIn, storeCode)} × ${inches(size.heightIn, storeCode)}`}</strong>
              </p>
              {size.dpi !== null ? (
                <p className={`dl-quality__${size.quality}`}>
                  {formatNumber(Math.floor(size.dpi), storeCode)} DPI at this size
                  {size.quality === 'good' && '.'}
                  {size.quality === 'warn' && ' — under 150 DPI it may print soft: a smaller width prints sharper.'}
                  {size.quality === 'blocked' && ' — under 100 DPI it will print blurry: choose a smaller width, or accept the lower resolution when you add the sheet.'}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** "Load my cart's transfers", or a saved cart's: they become the chosen artworks, laid out afresh. */
function CartLoader({ model, state }: { model: GangSheetModel; state: GangSheetState }) {
  const [cartId, setCartId] = useState('');
  /** the cart whose transfers would replace a sheet arranged by hand (null: the active cart), while that is asked */
  const [confirming, setConfirming] = useState<{ cartId: string | null } | null>(null);
  const selectId = useId();
  const { fromCart, savedCarts } = state;
  const loading = fromCart.status === 'loading';
  const chosenCart = savedCarts.carts.find((c) => c.id === cartId) ?? savedCarts.carts[0];
  const load = (id: string | null) => {
    if (state.layout?.edited) setConfirming({ cartId: id });
    else void model.loadFromCart(id);
  };
  return (
    <div className="dl-gang-cart-load">
      <p className="dl-muted">Already ordered transfers from your artwork? Put your cart’s transfers on a sheet instead.</p>
      <button type="button" className="sf-button" disabled={loading} onClick={() => load(null)}>
        Load my cart’s transfers
      </button>
      <details
        className="dl-gang-cart-load__saved"
        onToggle={(e) => {
          if (e.currentTarget.open) void model.loadSavedCarts();
        }}
      >
        <summary>From a saved cart</summary>
        {savedCarts.status === 'loading' ? (
          <p role="status" className="dl-muted">
            Loading your saved carts…
          </p>
        ) : savedCarts.status === 'failed' ? (
          <p className="dl-error">{savedCarts.problem}</p>
        ) : savedCarts.status === 'ready' && savedCarts.carts.length === 0 ? (
          <p className="dl-muted">You have no saved carts.</p>
        ) : savedCarts.status === 'ready' && chosenCart ? (
          <div className="dl-gang-cart-load__pick">
            <div className="dl-field">
              <label htmlFor={selectId}>Saved cart</label>
              <select id={selectId} value={chosenCart.id} onChange={(e) => setCartId(e.target.value)}>
                {savedCarts.carts.map((c) => (
                  <option key={c.id} value={c.id}>
                    {`${c.cart_name} (${c.items} ${c.items === 1 ? 'item' : 'items'})${c.active ? ' — your cart now' : ''}`}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="sf-button" disabled={loading} onClick={() => load(chosenCart.id)}>
              Load this cart’s transfers
            </button>
          </div>
        ) : null}
      </details>
      <p role="status" className="dl-muted">
        {loading ? 'Loading your cart’s transfers…' : fromCart.status === 'loaded' ? fromCart.message : null}
      </p>
      {fromCart.status === 'failed' ? (
        <p role="alert" className="dl-error">
          {fromCart.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Replace your sheet with the cart’s transfers?"
        description="The transfers become your chosen artwork and are laid out afresh. Undo brings your arrangement back, but not the artwork you had chosen."
        confirmLabel="Load the transfers"
        cancelLabel="Keep my sheet"
        tone="primary"
        onConfirm={() => {
          const id = confirming?.cartId ?? null;
          setConfirming(null);
          void model.loadFromCart(id);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

function SheetSettings({ model, state, view, storeCode }: PartProps) {
  const ids = { title: useId(), width: useId(), length: useId(), margin: useId(), marginHint: useId() };
  const price = (lengthIn: number) => {
    const priced = priceGangSheet({ store: storeCode, widthIn: state.widthIn, lengthIn });
    return priced.ok ? ` — ${formatMoney(priced.value.price.amount, storeCode)}` : '';
  };
  return (
    <section className="dl-panel dl-gang__settings" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Sheet</h2>
      <fieldset className="dl-size__choices dl-gang-widths">
        <legend>Sheet width</legend>
        {GANG_SHEET_WIDTHS.map((w) => (
          <label key={w} className="dl-check">
            <input type="radio" name={ids.width} checked={state.widthIn === w} onChange={() => model.setWidth(w as GangSheetWidth)} />
            <span>{inches(w, storeCode)}</span>
          </label>
        ))}
      </fieldset>
      <div className="dl-field">
        <label htmlFor={ids.length}>Sheet length</label>
        <select id={ids.length} value={state.length} onChange={(e) => model.setLength(e.target.value as LengthChoice)}>
          <option value="auto">Shortest that fits</option>
          {GANG_SHEET_LENGTHS.map((l) => (
            <option key={l} value={String(l)}>
              {`${inches(l, storeCode)}${price(l)}`}
            </option>
          ))}
          <option value="custom">Custom length</option>
        </select>
      </div>
      {state.length === 'custom' ? (
        <NumberField
          label="Custom length (in)"
          inputMode="numeric"
          min={12}
          max={240}
          step={1}
          value={state.customLength}
          problem={view.length.ok ? null : view.length.problem}
          onChange={(v) => model.setCustomLength(v)}
        />
      ) : null}
      <div className="dl-field">
        <label htmlFor={ids.margin}>Space around each image</label>
        <select id={ids.margin} value={String(state.marginIn)} aria-describedby={ids.marginHint} onChange={(e) => model.setMargin(Number(e.target.value))}>
          {MARGIN_CHOICES.map((m) => (
            <option key={m} value={String(m)}>
              {inches(m, storeCode)}
            </option>
          ))}
        </select>
        <p id={ids.marginHint} className="dl-muted">
          Kept between images and from the sheet’s edges, so each transfer can be cut out.
        </p>
      </div>
      {state.layout ? (
        <p className="dl-muted">
          {state.layout.edited
            ? 'You have arranged this sheet by hand, so changing the sheet keeps your images where they are: any that no longer fit are marked in red. Build again to lay everything out afresh.'
            : 'Changing the sheet lays it out again for you, until you move an image by hand.'}
        </p>
      ) : null}
    </section>
  );
}
