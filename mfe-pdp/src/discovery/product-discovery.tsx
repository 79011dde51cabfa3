import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { ProductCard } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { STORES, type StoreCode } from '@storefront/store-config';
import { colourWord, ProductCardText, ResponsiveImage, StoreProvider } from '@storefront/ui';
import type { DiscoveryApi } from './discovery-api';
import { createDiscoveryModel } from './discovery.store';
import './discovery.css';

/** The most cards a row shows (the catalog's DISCOVERY_MAX_CARDS; the page ships no zod, so not imported). */
const ROW_MAX = 12;
// a row: about two and a half cards across on phones (the cut card says "scroll"), 4 on tablets, 6 beside each other on desktop
const IMAGE_SIZES = '(max-width: 767px) 42vw, (max-width: 991px) 25vw, 200px';

export const SIMILAR_TITLE = 'Similar products';
/** "Same garment, other colors" (en-US) or "… colours" (en-CA): the store's spelling */
export const sameGarmentTitle = (words: { colour: string }) => `Same garment, other ${words.colour}s`;
export const SAME_DESIGN_TITLE = 'Same design, other garments';

export interface ProductDiscoveryProps {
  productId: number;
  store: StoreCode;
  /** the page's calls (createDiscoveryApi(http), or a PdpApi that includes them) */
  api: DiscoveryApi;
  /** the colour on show (its composition id): "other colours" leaves it out; absent or null: the first */
  selectedColorId?: number | null;
}

/**
 * Rows of cards below the product (spec §7 "similar products", "matching products"): similar
 * products, the same garment in its other colours, the same design on other garments. Asked after
 * mount (the rows are below the fold, and the server renders nothing for them); a row with no cards
 * is not rendered, and nothing at all while loading, when every row is empty, or for a failed call
 * (the console says why). A horizontal scroller on phones, a grid from 768 px.
 */
export function ProductDiscovery({ productId, store, api, selectedColorId = null }: ProductDiscoveryProps) {
  const [model] = useState(() => createDiscoveryModel(api));
  const { similar, sameGarment, sameDesign } = useStore(model.store);

  useEffect(() => {
    model.actions.load(productId, store);
  }, [model, productId, store]);
  useEffect(() => () => model.actions.stop(), [model]);

  // with no colour chosen the page shows the first (gallery order): so do "other colours"
  const shown = selectedColorId ?? sameGarment[0]?.composition_id;
  const otherColours = sameGarment.filter((c) => c.composition_id !== shown).slice(0, ROW_MAX);
  if (similar.length === 0 && otherColours.length === 0 && sameDesign.length === 0) return null;
  return (
    // the page's store decides how prices read; the lists were asked in `store`, so the two agree
    <StoreProvider store={store}>
      <div className="pdp-discovery">
        <DiscoveryRow title={SIMILAR_TITLE} cards={similar.slice(0, ROW_MAX)} store={store} />
        <DiscoveryRow title={sameGarmentTitle({ colour: colourWord(STORES[store].locale) })} cards={otherColours} store={store} withColour />
        <DiscoveryRow title={SAME_DESIGN_TITLE} cards={sameDesign.slice(0, ROW_MAX)} store={store} />
      </div>
    </StoreProvider>
  );
}

/** One titled row; the list is named by its heading. Nothing for no cards. */
function DiscoveryRow({ title, cards, store, withColour = false }: { title: string; cards: ProductCard[]; store: StoreCode; withColour?: boolean }) {
  const headingId = useId();
  if (cards.length === 0) return null;
  return (
    <section className="pdp-discovery__row" aria-labelledby={headingId}>
      <h2 id={headingId} className="pdp-section-title">
        {title}
      </h2>
      <ul className="pdp-discovery__list" aria-labelledby={headingId}>
        {cards.map((card) => (
          <li key={`${card.id}:${card.composition_id ?? ''}`} className="pdp-discovery__item">
            <DiscoveryCard card={card} store={store} withColour={withColour} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A card: picture, title link (stretched over the card), brand and price in the store's format. A
 * colour card names its colour in the link, so each link of the row says where it goes.
 */
function DiscoveryCard({ card, store, withColour }: { card: ProductCard; store: StoreCode; withColour: boolean }) {
  const colour = withColour ? card.colors[0]?.name : undefined;
  return (
    <article className={`pdp-discovery-card${card.in_stock ? '' : ' pdp-discovery-card--out'}`}>
      <ResponsiveImage image={card.image} sizes={IMAGE_SIZES} className="pdp-discovery-card__image" />
      <div className="pdp-discovery-card__body">
        <ProductCardText product={colour ? { ...card, title: `${card.title} – ${colour}` } : card} href={withStore(card.url, store)} classPrefix="pdp-discovery-card" />
        {card.in_stock ? null : <p className="pdp-discovery-card__stock">Out of stock</p>}
      </div>
    </article>
  );
}
