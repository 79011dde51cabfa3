import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import type { DtfConfigResponse, DtfPricingResponse } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { Price, QuantityInput, parseQuantity } from '@storefront/ui';
import { formatInches } from '../dtf-format';
import { AddTransfers } from './add-transfers';
import type { AddTransfersModel, TransfersOrder } from './add-transfers.store';
import type { SizePriceModel, SizePriceState } from './size-price.store';
import { heightForWidth, presetWidth, type Pixels, type SizeReading } from './transfer-size';

/**
 * The printed size (presets or a custom width; the height follows the artwork), its DPI gate,
 * quantity, pre-cut and price, and "Add to cart" for that size.
 */
export function SizePanel({
  model,
  state,
  config,
  pixels,
  reading,
  storeCode,
  cart,
  artworkId,
}: {
  model: SizePriceModel;
  state: SizePriceState;
  config: DtfConfigResponse;
  /** the version in use's pixels */
  pixels: Pixels;
  reading: SizeReading;
  storeCode: StoreCode;
  cart: AddTransfersModel;
  artworkId: string;
}) {
  const ids = { dpi: useId(), press: useId(), quantity: useId(), group: useId() };
  const { dpi: gate, transfer } = config;
  const quantity = parseQuantity(state.quantity);
  const blocked = reading.ok && reading.quality === 'blocked';
  const { waiverAsked } = useStore(cart.store);
  // the page's own gate, or the cart's refusal of this width as too low a resolution
  const waiverShown = reading.ok && (blocked || waiverAsked);
  const priceable = reading.ok && reading.fits && quantity !== null && (!blocked || state.acceptLowResolution);
  const query = priceable ? { store: storeCode, width_in: reading.widthIn, height_in: reading.heightIn, quantity, pre_cut: state.preCut } : null;
  const key = query ? JSON.stringify(query) : '';
  useEffect(() => model.ask(key ? JSON.parse(key) : null), [model, key]);
  const inches = (n: number) => formatInches(n, storeCode);

  let why: string | null = null;
  if (!reading.ok) why = reading.problem;
  else if (!reading.fits) why = `The press prints ${inches(transfer.press.min_side_in)} to ${inches(transfer.press.max_across_in)} on one side and up to ${inches(transfer.press.max_along_in)} on the other: choose another size.`;
  else if (quantity === null) why = 'Enter how many transfers you want, as a whole number.';
  else if (blocked && !state.acceptLowResolution) why = `The price shows once the print is ${gate.block_below} DPI or more, or you accept a low-resolution print.`;
  else if (waiverShown && !state.acceptLowResolution) why = 'Choose a smaller size, or accept a low-resolution print to add this size to the cart.';
  const order: TransfersOrder | null =
    why === null && reading.ok && quantity !== null
      ? { store: storeCode, artworkId, widthIn: reading.widthIn, quantity, preCut: state.preCut, acceptLowResolution: waiverShown && state.acceptLowResolution }
      : null;
  // a confirmation or refusal is about what was sent: a new width, quantity or pre-cut forgets it
  const widthIn = reading.ok ? reading.widthIn : null;
  useEffect(() => cart.forget(true), [cart, widthIn]);
  useEffect(() => cart.forget(false), [cart, quantity, state.preCut]);

  return (
    <section className="dl-panel dl-size" aria-labelledby="dl-size-title">
      <h2 id="dl-size-title">Size and price</h2>
      <fieldset className="dl-size__choices">
        <legend>Printed size</legend>
        {transfer.size_presets.map((preset, i) => {
          const choice = `preset:${i}` as const;
          return (
            <label key={preset.label} className="dl-check">
              <input type="radio" name={ids.group} checked={state.choice === choice} onChange={() => model.choose(choice)} />
              <PresetSize preset={preset} pixels={pixels} inches={inches} />
            </label>
          );
        })}
        <label className="dl-check">
          <input type="radio" name={ids.group} checked={state.choice === 'custom'} onChange={() => model.choose('custom')} />
          <span>Custom width</span>
        </label>
        {state.choice === 'custom' && (
          <label className="dl-field">
            <span>Width (inches)</span>
            <input
              type="number"
              inputMode="decimal"
              min={transfer.press.min_side_in}
              max={transfer.press.max_along_in}
              step={0.01}
              value={state.customWidth}
              aria-describedby={why ? ids.press : undefined}
              onChange={(e) => model.setCustomWidth(e.target.value)}
            />
          </label>
        )}
      </fieldset>
      {reading.ok && (
        <>
          <p className="dl-size__chosen" aria-live="polite">
            Prints at{' '}
            <strong>
              {inches(reading.widthIn)} × {inches(reading.heightIn)}
            </strong>{' '}
            (the height follows your artwork’s shape).
          </p>
          <p id={ids.dpi} className={`dl-quality__${reading.quality}`}>
            {formatNumber(Math.floor(reading.dpi), storeCode)} DPI at this size
            {reading.quality === 'good' && '.'}
            {reading.quality === 'warn' && ` — under ${gate.warn_below} DPI it may print soft. Choose a smaller size, or use Refine for size.`}
            {reading.quality === 'blocked' && ` — under ${gate.block_below} DPI it will print blurry. Choose a smaller size, use Refine for size, or accept a low-resolution print.`}
          </p>
          {waiverShown && (
            <label className="dl-check dl-waiver">
              <input type="checkbox" checked={state.acceptLowResolution} aria-describedby={ids.dpi} onChange={(e) => model.setAcceptLowResolution(e.target.checked)} />
              <span>I accept a low-resolution print</span>
            </label>
          )}
        </>
      )}
      <label className="dl-field dl-size__quantity">
        <span>Quantity</span>
        <QuantityInput value={state.quantity} onValue={(v) => model.setQuantity(v)} aria-invalid={quantity === null} />
      </label>
      <label className="dl-check">
        <input type="checkbox" checked={state.preCut} onChange={(e) => model.setPreCut(e.target.checked)} />
        <span>
          Pre-cut to shape (from <Price money={transfer.pre_cut_per_piece} /> a piece)
        </span>
      </label>
      {why && (
        <p id={ids.press} className="dl-muted">
          {why}
        </p>
      )}
      {query && <PriceView price={state.price} quantity={quantity!} />}
      <AddTransfers model={cart} order={order} blockerId={ids.press} storeCode={storeCode} />
    </section>
  );
}

/** A preset and where its box puts the artwork: its width and the height that keeps its shape. */
function PresetSize({ preset, pixels, inches }: { preset: { width_in: number; height_in: number; label: string }; pixels: Pixels; inches: (n: number) => string }) {
  const width = presetWidth(pixels, preset);
  return <span>{`${preset.label} — prints ${inches(width)} × ${inches(heightForWidth(pixels, width))}`}</span>;
}

function PriceView({ price, quantity }: { price: SizePriceState['price']; quantity: number }) {
  if (price.status === 'failed') {
    return (
      <p role="alert" className="dl-error">
        {price.problem}
      </p>
    );
  }
  const value = price.value;
  return (
    <div className="dl-size__price" role="group" aria-label="Price" aria-busy={price.status === 'loading'}>
      {price.status === 'loading' && (
        <p role="status" className="dl-muted">
          Pricing…
        </p>
      )}
      {value && <PriceLines value={value} quantity={quantity} />}
    </div>
  );
}

function PriceLines({ value, quantity }: { value: DtfPricingResponse; quantity: number }) {
  return (
    <>
      <dl className="dl-breakdown">
        <div>
          <dt>Each</dt>
          <dd>
            <Price money={value.unit_price} />
          </dd>
        </div>
        <div className="dl-breakdown__total">
          <dt>Total for {value.quantity}</dt>
          <dd>
            <Price money={value.total} />
          </dd>
        </div>
      </dl>
      {value.minimum_applied && <p className="dl-muted">A transfer this small is charged the minimum price per piece.</p>}
      {value.tiers.length > 1 && (
        <table className="dl-breaks">
          <caption>Price per piece by quantity</caption>
          <thead>
            <tr>
              <th scope="col">Pieces</th>
              <th scope="col">Each</th>
            </tr>
          </thead>
          <tbody>
            {value.tiers.map((tier, i) => {
              const last = i === value.tiers.length - 1;
              const here = quantity >= tier.min_quantity && quantity <= tier.max_quantity;
              return (
                <tr key={tier.min_quantity} className={here ? 'dl-breaks__current' : undefined} aria-current={here ? 'true' : undefined}>
                  <th scope="row">{last ? `${tier.min_quantity}+` : `${tier.min_quantity}–${tier.max_quantity}`}</th>
                  <td>
                    <Price money={tier.unit_price} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
