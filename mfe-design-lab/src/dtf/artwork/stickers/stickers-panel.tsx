import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { DtfArtwork, DtfConfigResponse } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { artworkThumbnail } from '../../dtf-links';
import { CartAddForm } from '../cart-add-form';
import { createAddStickersModel, type StickersOrder } from './add-stickers.store';
import type { CutlineQuery, StickerApi, StickerPriceQuery } from './sticker-api';
import { TierPrice, type TierPriceWords } from '../tier-price';
import { TierQuantity } from '../tier-quantity';
import { WidthChoices } from '../width-choices';
import { firstOffset, offsetChoices, readArtWidth, readStickerQuantity, shapeChoices, STICKER_MAX_QUANTITY, STICKER_MIN_QUANTITY } from './sticker-choice';
import { StickerPreview } from './sticker-preview';
import { createStickerModel } from './sticker.store';
import { offsetText, SHAPE_LABELS } from './sticker-words';

/** The preview's thumbnail of the artwork, px wide (the service's `?width=` WebP). */
const THUMBNAIL_PX = 400;

const PRICE_WORDS: TierPriceWords = { label: 'Sticker price', caption: 'Price per sticker by quantity', countHeading: 'Stickers' };

/**
 * Stickers from the artwork: shape, cut offset, the artwork's printed width and the quantity; the
 * cut line the service traces for them, drawn over the artwork; the DPI with the transfers' gate
 * and waiver; the traced sticker's price; and "Add stickers to cart" (sticker_add).
 */
export function StickersPanel({
  api,
  artwork,
  config,
  storeCode,
  delayMs,
}: {
  api: StickerApi;
  artwork: DtfArtwork;
  config: DtfConfigResponse;
  storeCode: StoreCode;
  /** tests shorten the pause before the cut line and the price are asked */
  delayMs?: number;
}) {
  const shapes = shapeChoices(config);
  const offsets = offsetChoices(config);
  const [model] = useState(() =>
    createStickerModel({ api, artworkId: artwork.id, shape: shapes[0] ?? 'die-cut', offsetIn: firstOffset(config), quantity: STICKER_MIN_QUANTITY, ...(delayMs === undefined ? {} : { delayMs }) }),
  );
  useEffect(() => () => model.dispose(), [model]);
  const [cart] = useState(() => createAddStickersModel(api));
  const { waiverAsked } = useStore(cart.store);
  const state = useStore(model.store);
  const ids = { title: useId(), shape: useId(), offset: useId(), dpi: useId(), why: useId(), outline: useId(), price: useId() };

  // the version in use: a refined version has more pixels, so a sharper print
  const reading = readArtWidth(config, artwork, state.widthChoice, state.customWidth, storeCode);
  const quantity = readStickerQuantity(state.quantity, storeCode);
  const blocked = reading.ok && reading.quality === 'blocked';
  const waiverShown = reading.ok && (blocked || waiverAsked);

  const outlineQuery: CutlineQuery | null = reading.ok ? { shape: state.shape, offset_in: state.offsetIn, width_in: reading.widthIn, version: artwork.current_version } : null;
  const outlineKey = outlineQuery ? JSON.stringify(outlineQuery) : '';
  useEffect(() => model.askOutline(outlineKey ? (JSON.parse(outlineKey) as CutlineQuery) : null), [model, outlineKey]);

  const { outline, price } = state;
  const traced = outline.status === 'ready' ? outline.value : null;
  const priceable = quantity.ok && (!blocked || state.acceptLowResolution);
  // while the cut line is traced again the last price waits (marked busy) for the new size
  const holdPrice = priceable && outline.status === 'loading';
  const priceQuery: StickerPriceQuery | null =
    priceable && traced && quantity.ok ? { store: storeCode, shape: traced.shape, width_in: traced.width_in, height_in: traced.height_in, quantity: quantity.quantity } : null;
  const priceKey = holdPrice ? null : priceQuery ? JSON.stringify(priceQuery) : '';
  useEffect(() => {
    if (priceKey !== null) model.askPrice(priceKey ? (JSON.parse(priceKey) as StickerPriceQuery) : null);
  }, [model, priceKey]);

  // a confirmation or refusal is about what was sent: a new width (its resolution), shape, offset or quantity forgets it
  const widthIn = reading.ok ? reading.widthIn : null;
  useEffect(() => cart.forget(true), [cart, widthIn]);
  useEffect(() => cart.forget(false), [cart, state.shape, state.offsetIn, state.quantity]);

  let why: string | null = null;
  if (!reading.ok) why = reading.problem;
  else if (!quantity.ok) why = quantity.problem;
  else if (blocked && !state.acceptLowResolution) why = `The price shows once your art prints at ${config.dpi.block_below} DPI or more, or you accept a low-resolution print.`;
  else if (waiverShown && !state.acceptLowResolution) why = 'Choose a smaller width, or accept a low-resolution print to add these stickers to the cart.';
  // the service's refusal of the cut line or the price says why too: the cart would refuse the same
  const blockerId = why !== null ? ids.why : outline.status === 'failed' ? ids.outline : ids.price;
  const refused = outline.status === 'failed' || price.status === 'failed';
  const order: StickersOrder | null =
    why === null && !refused && reading.ok && quantity.ok
      ? {
          store: storeCode,
          artworkId: artwork.id,
          widthIn: reading.widthIn,
          shape: state.shape,
          offsetIn: state.offsetIn,
          quantity: quantity.quantity,
          acceptLowResolution: waiverShown && state.acceptLowResolution,
        }
      : null;
  const current = artwork.versions.find((v) => v.version === artwork.current_version);
  const gate = config.dpi;

  return (
    <section className="dl-panel dl-stickers" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Stickers</h2>
      <p className="dl-muted">We trace a cut line around your artwork: choose its shape, how far it sits from the art, and the size.</p>
      <StickerPreview
        outline={outline.value}
        imageUrl={artworkThumbnail(current?.url ?? artwork.url, THUMBNAIL_PX)}
        tracing={outline.status === 'loading'}
        problem={outline.status === 'failed' ? outline.problem : null}
        problemId={ids.outline}
        storeCode={storeCode}
      />
      <fieldset className="dl-size__choices">
        <legend>Shape</legend>
        {shapes.map((shape) => (
          <label key={shape} className="dl-check">
            <input type="radio" name={ids.shape} checked={state.shape === shape} onChange={() => model.setShape(shape)} />
            <span>{SHAPE_LABELS[shape]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="dl-size__choices">
        <legend>Cut line from the art</legend>
        {offsets.map((offset) => (
          <label key={offset} className="dl-check">
            <input type="radio" name={ids.offset} checked={Math.abs(state.offsetIn - offset) < 1e-9} onChange={() => model.setOffset(offset)} />
            <span>{offsetText(offset, storeCode)}</span>
          </label>
        ))}
      </fieldset>
      <WidthChoices
        legend="Artwork width"
        inputLabel="Artwork width (inches)"
        presets={config.stickers.size_presets_in}
        choice={state.widthChoice}
        customWidth={state.customWidth}
        chosenWidthIn={reading.ok ? reading.widthIn : null}
        min={0.01}
        max={config.stickers.side_in.max}
        describedBy={!reading.ok ? ids.why : undefined}
        onChoose={(choice) => model.chooseWidth(choice)}
        onCustomWidth={(value) => model.setCustomWidth(value)}
        storeCode={storeCode}
      />
      {reading.ok ? (
        <>
          <p id={ids.dpi} className={`dl-quality__${reading.quality}`}>
            {formatNumber(Math.floor(reading.dpi), storeCode)} DPI at this width
            {reading.quality === 'good' && '.'}
            {reading.quality === 'warn' && ` — under ${gate.warn_below} DPI it may print soft. Choose a smaller size, or use Refine for size.`}
            {reading.quality === 'blocked' && ` — under ${gate.block_below} DPI it will print blurry. Choose a smaller size, use Refine for size, or accept a low-resolution print.`}
          </p>
          {waiverShown ? (
            <label className="dl-check dl-waiver">
              <input type="checkbox" checked={state.acceptLowResolution} aria-describedby={ids.dpi} onChange={(e) => model.setAcceptLowResolution(e.target.checked)} />
              <span>I accept a low-resolution print for these stickers</span>
            </label>
          ) : null}
        </>
      ) : null}
      <TierQuantity
        value={state.quantity}
        onValue={(v) => model.setQuantity(v)}
        tierMinimums={state.tierMinimums}
        invalid={!quantity.ok}
        describedBy={reading.ok && !quantity.ok ? ids.why : undefined}
        storeCode={storeCode}
        min={STICKER_MIN_QUANTITY}
        max={STICKER_MAX_QUANTITY}
        label="Quantity of stickers"
        quickLabel={(n) => `${formatNumber(n, storeCode)} stickers`}
      />
      {why ? (
        <p id={ids.why} className="dl-muted">
          {why}
        </p>
      ) : null}
      {price.status !== 'idle' || holdPrice ? (
        <TierPrice
          price={price}
          pending={price.status === 'loading' || holdPrice}
          quantity={quantity.ok ? quantity.quantity : null}
          problemId={ids.price}
          storeCode={storeCode}
          words={PRICE_WORDS}
        />
      ) : null}
      <CartAddForm model={cart} order={order} blockerId={blockerId} storeCode={storeCode} label="Add stickers to cart" />
    </section>
  );
}
