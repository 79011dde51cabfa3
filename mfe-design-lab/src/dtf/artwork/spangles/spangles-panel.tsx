import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { DtfArtwork, DtfConfigResponse } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { CartAddForm } from '../cart-add-form';
import { TierPrice, type TierPriceWords } from '../tier-price';
import { TierQuantity } from '../tier-quantity';
import { WidthChoices } from '../width-choices';
import { createAddSpanglesModel, type SpanglesOrder } from './add-spangles.store';
import type { SpangleApi, SpangleQuery } from './spangle-api';
import {
  FIRST_COLOUR,
  firstStoneSize,
  readSpangleQuantity,
  readSpangleWidth,
  SPANGLE_MAX_QUANTITY,
  SPANGLE_MIN_QUANTITY,
  SPANGLE_WIDTH_PRESETS_IN,
  STONE_COLOUR_CHOICES,
  stoneSizeChoices,
} from './spangle-choice';
import { SpanglePreview } from './spangle-preview';
import { createSpangleModel } from './spangle.store';
import { stoneSizeText } from './spangle-words';

const PRICE_WORDS: TierPriceWords = { label: 'Spangle price', caption: 'Price per transfer by quantity', countHeading: 'Transfers' };

/**
 * Spangle (rhinestone) transfers from the artwork: the stone size, the stone colours, the printed
 * width and the quantity; the pattern the service lays out for them (its picture, the stones per
 * colour), asked again as the shopper changes them; the price of that stone count; and "Add
 * spangles to cart" (spangle_add, which lays the same stones out again).
 */
export function SpanglesPanel({
  api,
  artwork,
  config,
  storeCode,
  delayMs,
}: {
  api: SpangleApi;
  artwork: DtfArtwork;
  config: DtfConfigResponse;
  storeCode: StoreCode;
  /** tests shorten the pause before the pattern is asked */
  delayMs?: number;
}) {
  const sizes = stoneSizeChoices(config);
  const [model] = useState(() =>
    createSpangleModel({
      api,
      artworkId: artwork.id,
      stoneSize: firstStoneSize(config),
      colours: [FIRST_COLOUR],
      quantity: SPANGLE_MIN_QUANTITY,
      ...(delayMs === undefined ? {} : { delayMs }),
    }),
  );
  useEffect(() => () => model.dispose(), [model]);
  const [cart] = useState(() => createAddSpanglesModel(api));
  const state = useStore(model.store);
  const ids = { title: useId(), size: useId(), why: useId(), pattern: useId() };

  const reading = readSpangleWidth(state.widthChoice, state.customWidth, storeCode);
  const quantity = readSpangleQuantity(state.quantity, storeCode);
  const coloured = state.colours.length > 0;

  // a quantity being typed does not stop the pattern following the other choices; only its price waits
  const query: SpangleQuery | null =
    reading.ok && coloured
      ? {
          store: storeCode,
          stone_size: state.stoneSize,
          width_in: reading.widthIn,
          colours: state.colours,
          quantity: quantity.ok ? quantity.quantity : SPANGLE_MIN_QUANTITY,
          version: artwork.current_version,
        }
      : null;
  const key = query ? JSON.stringify(query) : '';
  useEffect(() => model.askPattern(key ? (JSON.parse(key) as SpangleQuery) : null), [model, key]);

  // a confirmation or refusal is about what was sent: any new choice forgets it
  const widthIn = reading.ok ? reading.widthIn : null;
  const colourKey = state.colours.join(',');
  useEffect(() => cart.forget(false), [cart, state.stoneSize, colourKey, widthIn, state.quantity]);

  let why: string | null = null;
  if (!coloured) why = 'Choose at least one stone colour.';
  else if (!reading.ok) why = reading.problem;
  else if (!quantity.ok) why = quantity.problem;
  const { pattern } = state;
  // the service's refusal of the pattern says why too: the cart would refuse the same
  const blockerId = why !== null ? ids.why : ids.pattern;
  const order: SpanglesOrder | null =
    why === null && pattern.status !== 'failed' && reading.ok && quantity.ok
      ? { store: storeCode, artworkId: artwork.id, widthIn: reading.widthIn, stoneSize: state.stoneSize, colours: state.colours, quantity: quantity.quantity }
      : null;

  return (
    <section className="dl-panel dl-spangles" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Spangles</h2>
      <p className="dl-muted">We set your artwork in rhinestones: choose the stone size, the colours and the width, and see the stones it takes.</p>
      <SpanglePreview
        pattern={pattern.value}
        laying={pattern.status === 'loading'}
        problem={pattern.status === 'failed' ? pattern.problem : null}
        problemId={ids.pattern}
        storeCode={storeCode}
      />
      <fieldset className="dl-size__choices">
        <legend>Stone size</legend>
        {sizes.map((size) => (
          <label key={size.name} className="dl-check">
            <input type="radio" name={ids.size} checked={state.stoneSize === size.name} onChange={() => model.setStoneSize(size.name)} />
            <span>{stoneSizeText(size.name, size.mm, storeCode)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="dl-size__choices dl-spangle__palette" aria-describedby={coloured ? undefined : ids.why}>
        <legend>Stone colours</legend>
        {STONE_COLOUR_CHOICES.map((colour) => (
          <label key={colour.name} className="dl-check">
            <input type="checkbox" checked={state.colours.includes(colour.name)} onChange={(e) => model.setColour(colour.name, e.target.checked)} />
            <span className="dl-spangle__swatch" style={{ backgroundColor: colour.hex }} aria-hidden="true" />
            <span>{colour.label}</span>
          </label>
        ))}
      </fieldset>
      <WidthChoices
        legend="Printed width"
        inputLabel="Printed width (inches)"
        presets={SPANGLE_WIDTH_PRESETS_IN}
        choice={state.widthChoice}
        customWidth={state.customWidth}
        chosenWidthIn={reading.ok ? reading.widthIn : null}
        min={0.5}
        describedBy={coloured && !reading.ok ? ids.why : undefined}
        onChoose={(choice) => model.chooseWidth(choice)}
        onCustomWidth={(value) => model.setCustomWidth(value)}
        storeCode={storeCode}
      />
      <TierQuantity
        value={state.quantity}
        onValue={(v) => model.setQuantity(v)}
        tierMinimums={state.tierMinimums}
        invalid={!quantity.ok}
        describedBy={coloured && reading.ok && !quantity.ok ? ids.why : undefined}
        storeCode={storeCode}
        min={SPANGLE_MIN_QUANTITY}
        max={SPANGLE_MAX_QUANTITY}
        label="Quantity of spangle transfers"
        quickLabel={(n) => `${formatNumber(n, storeCode)} ${n === 1 ? 'transfer' : 'transfers'}`}
      />
      {why ? (
        <p id={ids.why} className="dl-muted">
          {why}
        </p>
      ) : null}
      {/* the pattern's price; a refusal is already said under the preview */}
      {quantity.ok && (pattern.status === 'loading' || pattern.status === 'ready') ? (
        <TierPrice price={pattern} pending={pattern.status === 'loading'} quantity={quantity.quantity} problemId={ids.pattern} storeCode={storeCode} words={PRICE_WORDS} />
      ) : null}
      <CartAddForm model={cart} order={order} blockerId={blockerId} storeCode={storeCode} label="Add spangles to cart" />
    </section>
  );
}
