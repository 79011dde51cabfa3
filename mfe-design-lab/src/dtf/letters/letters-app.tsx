import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { LoadFailed, useStoreWords } from '@storefront/ui';
import { fontFamily, fontWeight, loadEditorFonts } from '../../editor/text/fonts';
import { CartAddForm } from '../artwork/cart-add-form';
import type { Asked } from '../artwork/latest-request';
import { TierPrice, type TierPriced, type TierPriceWords } from '../artwork/tier-price';
import { TierQuantity } from '../artwork/tier-quantity';
import { createAddLettersModel, type LettersOrder } from './add-letters.store';
import type { LettersApi, LettersQuery } from './letters-api';
import {
  COLOUR_SWATCHES,
  FONT_CHOICES,
  LETTERS_MAX_QUANTITY,
  LETTERS_MIN_QUANTITY,
  LETTERS_TIER_MINIMUMS,
  countText,
  heightChoices,
  heightText,
  readColour,
  readLettersQuantity,
  readText,
  textRules,
  type LettersConfig,
} from './letters-choice';
import { LettersPreview } from './letters-preview';
import { createLettersModel, type LettersModel, type LettersState, type PricedPreview } from './letters.store';

const PRICE_WORDS: TierPriceWords = { label: 'Lettering price', caption: 'Price per transfer by quantity', countHeading: 'Transfers' };

/** The longest text the field takes (the contract's); the characters a transfer takes are fewer, and said. */
const TEXT_MAX_LENGTH = 200;

export interface LettersAppProps {
  api: LettersApi;
  storeCode: StoreCode;
  /** tests shorten the pause before the preview is asked */
  delayMs?: number;
}

/**
 * Lettering transfers (§7 "letters preview and sizes"): the text, the font (each name drawn in its
 * own face once the bundled fonts load), the capitals' height (init_config's), the colour, the
 * quantity; the line the service sets for them, drawn in the colour, with its size, characters and
 * price; and "Add lettering to cart" (letters_add, which sets and prices the line again). Browser only.
 */
export function LettersApp({ api, storeCode, delayMs }: LettersAppProps) {
  const [model] = useState(() => createLettersModel({ api, storeCode, ...(delayMs === undefined ? {} : { delayMs }) }));
  const state = useStore(model.store);
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);
  // the editor's FontFace registration (once per page; a font that fails keeps its fallback)
  useEffect(() => loadEditorFonts(), []);

  if (state.status === 'loading') {
    return (
      <p role="status" className="dl-dtf__loading">
        Loading the lettering options…
      </p>
    );
  }
  if (state.status === 'failed' || !state.config) {
    return <LoadFailed message={state.problem ?? 'The lettering options could not be loaded.'} onRetry={() => void model.load()} />;
  }
  return <LettersChoices api={api} model={model} state={state} config={state.config} storeCode={storeCode} />;
}

/** The preview's price as the price panel shows a tier price (no tier table: the preview prices one quantity). */
const asTierPrice = (preview: Asked<PricedPreview>): Asked<TierPriced> => ({
  status: preview.status,
  problem: preview.problem,
  value: preview.value ? { quantity: preview.value.quantity, unit_price: preview.value.unit_price, total: preview.value.total, tiers: [] } : null,
});

function LettersChoices({ api, model, state, config, storeCode }: { api: LettersApi; model: LettersModel; state: LettersState; config: LettersConfig; storeCode: StoreCode }) {
  const [cart] = useState(() => createAddLettersModel(api));
  const { Colour } = useStoreWords();
  const ids = { text: useId(), rules: useId(), count: useId(), font: useId(), height: useId(), colour: useId(), why: useId(), problem: useId() };

  const max = config.max_characters;
  const reading = readText(state.text, max);
  const quantity = readLettersQuantity(state.quantity, storeCode);
  const { heightIn, preview } = state;

  // a quantity being typed does not stop the line following the other choices; only its price waits
  const query: LettersQuery | null =
    reading.text !== '' && heightIn !== null
      ? { store: storeCode, text: reading.text, font: state.font, height_in: heightIn, quantity: quantity.ok ? quantity.quantity : LETTERS_MIN_QUANTITY }
      : null;
  const key = query ? JSON.stringify(query) : '';
  useEffect(() => model.askPreview(key ? (JSON.parse(key) as LettersQuery) : null), [model, key]);

  // a confirmation or refusal is about what was sent: any new choice forgets it
  useEffect(() => cart.forget(false), [cart, reading.text, state.font, heightIn, state.colour, state.quantity]);

  let why: string | null = null;
  if (reading.text === '') why = 'Type the text to print.';
  else if (heightIn === null) why = 'Choose a letter height.';
  else if (!quantity.ok) why = quantity.problem;
  const refused = preview.status === 'failed' ? preview.problem : null;
  // the service's refusal says why too: the cart would refuse the same
  const blockerId = why !== null ? ids.why : ids.problem;
  const order: LettersOrder | null =
    why === null && preview.status !== 'failed' && heightIn !== null && quantity.ok
      ? { store: storeCode, text: reading.text, font: state.font, heightIn, colour: state.colour, quantity: quantity.quantity }
      : null;
  const textInvalid = reading.tooMany || reading.refused.length > 0 || refused !== null;

  return (
    <div className="dl-letters">
      <div className="dl-field dl-letters__text">
        <label htmlFor={ids.text}>Your text</label>
        <input
          id={ids.text}
          type="text"
          value={state.text}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="TEAM ROCKET"
          aria-invalid={textInvalid}
          aria-describedby={[ids.rules, ids.count, refused ? ids.problem : null].filter(Boolean).join(' ')}
          onChange={(e) => model.setText(e.target.value)}
        />
        <p id={ids.rules} className="dl-muted">
          {textRules(max, storeCode)}
        </p>
        <p id={ids.count} className={reading.tooMany || reading.refused.length > 0 ? 'dl-error' : 'dl-muted'}>
          {countText(reading, max, storeCode)}
        </p>
      </div>

      <LettersPreview
        preview={preview.value}
        colour={state.colour}
        setting={preview.status === 'loading'}
        problem={refused}
        problemId={ids.problem}
        storeCode={storeCode}
      />

      <fieldset className="dl-size__choices dl-letters__fonts">
        <legend>Font</legend>
        {FONT_CHOICES.map((f) => (
          <label key={f.id} className="dl-check">
            <input type="radio" name={ids.font} checked={state.font === f.id} onChange={() => model.setFont(f.id)} />
            <span className="dl-letters__font-name" style={{ fontFamily: fontFamily(f.id), fontWeight: fontWeight(f.id) }}>
              {f.label}
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className="dl-size__choices dl-letters__heights">
        <legend>Letter height</legend>
        <p className="dl-muted">How tall the capitals print; the width follows your text and font.</p>
        {heightChoices(config).map((h) => (
          <label key={h} className="dl-check">
            <input type="radio" name={ids.height} checked={heightIn === h} onChange={() => model.setHeight(h)} />
            <span>{heightText(h, storeCode)}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="dl-size__choices dl-letters__colours">
        <legend>{Colour}</legend>
        {COLOUR_SWATCHES.map((c) => (
          <label key={c.hex} className="dl-check">
            <input type="radio" name={ids.colour} checked={state.colour === c.hex} onChange={() => model.setColour(c.hex)} />
            <span className="dl-letters__swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
            <span>{c.name}</span>
          </label>
        ))}
        <label className="dl-check dl-letters__other-colour">
          <input
            type="color"
            value={state.colour}
            onChange={(e) => {
              const colour = readColour(e.target.value);
              if (colour) model.setColour(colour);
            }}
          />
          <span>Other {Colour.toLowerCase()}</span>
        </label>
      </fieldset>

      <TierQuantity
        value={state.quantity}
        onValue={(v) => model.setQuantity(v)}
        tierMinimums={LETTERS_TIER_MINIMUMS}
        invalid={!quantity.ok}
        describedBy={reading.text !== '' && !quantity.ok ? ids.why : undefined}
        storeCode={storeCode}
        min={LETTERS_MIN_QUANTITY}
        max={LETTERS_MAX_QUANTITY}
        label="Quantity of lettering transfers"
        quickLabel={(n) => `${formatNumber(n, storeCode)} ${n === 1 ? 'transfer' : 'transfers'}`}
      />
      {why ? (
        <p id={ids.why} className="dl-muted">
          {why}
        </p>
      ) : null}
      {/* the line's price; a refusal is already said under the preview */}
      {quantity.ok && (preview.status === 'loading' || preview.status === 'ready') ? (
        <TierPrice price={asTierPrice(preview)} pending={preview.status === 'loading'} quantity={quantity.quantity} problemId={ids.problem} storeCode={storeCode} words={PRICE_WORDS} />
      ) : null}
      <CartAddForm model={cart} order={order} blockerId={blockerId} storeCode={storeCode} label="Add lettering to cart" />
    </div>
  );
}
