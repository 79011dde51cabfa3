import type { DesignDocument, DocumentQuality } from '@storefront/design-document';
import type { MadeProductResponse } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, Price, useShop } from '@storefront/ui';
import type { EditorModel, EditorState } from '../editor.store';
import { readBreaks, readPrice } from './made-price';
import { QuantityBreaks } from './quantity-breaks';

const SIDE_WORDS: Record<string, string> = { front: 'Front', back: 'Back', left_sleeve: 'Left sleeve', right_sleeve: 'Right sleeve', main: 'Print' };

/** Pieces per size (with stock), the live price, and Add to cart for all the sizes at once. */
export function PricePanel({
  model,
  product,
  doc,
  quality,
  state,
}: {
  model: EditorModel;
  product: MadeProductResponse;
  doc: DesignDocument;
  quality: DocumentQuality;
  state: Pick<EditorState, 'quantities' | 'acceptLowResolution' | 'cart' | 'editing'>;
}) {
  const { code } = useShop();
  const reading = readPrice(doc, product, code, state.quantities);
  const breaks = readBreaks(doc, product, code);
  const pieces = Object.values(reading.quantities).reduce((sum, n) => sum + n, 0);
  const overStock = product.sizes.filter((s) => (reading.quantities[s.size] ?? 0) > s.stock);
  const waiverMissing = quality.needsLowResolutionWaiver && !state.acceptLowResolution;
  const blocker = !reading.ok
    ? reading.message
    : overStock.length > 0
      ? `Only ${overStock.map((s) => `${s.stock} in ${s.size}`).join(', ')} in stock.`
      : waiverMissing
        ? 'An image would print under 100 DPI: make it smaller, or accept a low-resolution print.'
        : null;
  const adding = state.cart.status === 'adding';
  const editing = state.editing !== null;

  return (
    <section className="dl-panel dl-price" aria-labelledby="dl-price-title">
      <h2 id="dl-price-title">Sizes and price</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void model.addToCart({ canAdd: blocker === null, quantities: reading.quantities });
        }}
      >
        <ul className="dl-sizes">
          {product.sizes.map((s) => (
            <li key={s.size}>
              <label className="dl-field">
                <span>{s.size}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={state.quantities[s.size] ?? ''}
                  aria-describedby={`dl-stock-${s.size}`}
                  aria-label={`Quantity in ${s.size}`}
                  onChange={(e) => model.setQuantity(s.size, e.target.value)}
                />
              </label>
              <span id={`dl-stock-${s.size}`} className="dl-muted">
                {s.stock > 0 ? `${s.stock} in stock` : 'Sold out'}
              </span>
            </li>
          ))}
        </ul>
        {reading.ok ? (
          <dl className="dl-breakdown" aria-live="polite">
            {reading.price.sizes.map((line) => (
              <div key={line.size}>
                <dt>
                  {line.size} × {line.quantity}
                </dt>
                <dd>
                  <Price money={line.lineTotal} /> (<Price money={line.unitPrice} /> each)
                </dd>
              </div>
            ))}
            {reading.price.printedSides.map((side) => (
              <div key={side.side}>
                <dt>{SIDE_WORDS[side.side]} print</dt>
                <dd>
                  <Price money={side.unitPrice} /> a piece
                </dd>
              </div>
            ))}
            {reading.price.tier.garmentDiscountPercent > 0 && (
              <div>
                <dt>Quantity discount</dt>
                <dd>{reading.price.tier.garmentDiscountPercent} % off the garment</dd>
              </div>
            )}
            <div className="dl-breakdown__total">
              <dt>Total</dt>
              <dd>
                <Price money={reading.price.total} />
              </dd>
            </div>
          </dl>
        ) : null}
        {breaks ? <QuantityBreaks breaks={breaks} pieces={pieces} /> : null}
        {blocker && (
          <p id="dl-add-blocker" className="dl-muted">
            {blocker}
          </p>
        )}
        <button type="submit" className="sf-button sf-button--primary" disabled={blocker !== null} aria-disabled={adding} aria-describedby={blocker ? 'dl-add-blocker' : undefined}>
          {editing ? (adding ? 'Saving…' : 'Save changes to cart') : adding ? 'Adding…' : 'Add to cart'}
        </button>
        {state.cart.addedTo && (
          <p role="status" className="dl-added">
            {editing ? 'Saved to your cart' : 'Added to cart'} — <AppLink href={withStore('/cart', code)}>View cart</AppLink>
          </p>
        )}
        {state.cart.problem && (
          <p role="alert" className="dl-error">
            {state.cart.problem}
          </p>
        )}
      </form>
    </section>
  );
}
