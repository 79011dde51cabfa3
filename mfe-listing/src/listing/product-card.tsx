import type { ProductCard as Card } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { memo, useState } from 'react';
import { HydrationTurn, LibraryToggle, ProductCardText, ResponsiveImage, useHydrationTurns, useListDeliveryEstimates, useShop, useStoreWords, type HydrationTurns } from '@storefront/ui';
import { CardDelivery, deliveryCompositionOf } from '../delivery/card-delivery';
import { useHoverPreview } from './use-hover-preview';

const MAX_SWATCHES = 6;
// grid: 2 columns on phones, 3 on tablets, 4 beside the filter on desktop
const IMAGE_SIZES = '(max-width: 767px) 50vw, (max-width: 991px) 33vw, 25vw';

/** One product in a grid. The title link stretches over the card (CSS) so the whole card is clickable with one link name. */
export function ProductCard({ product, priority }: { product: Card; priority: boolean }) {
  const store = useShop();
  const { colour } = useStoreWords();
  const extra = product.colors.length - MAX_SWATCHES;
  // a digital asset's card shows its art on a tee while hovered or focused
  const preview = useHoverPreview(product.hover_image !== undefined);
  const image = preview.showing && product.hover_image ? product.hover_image : product.image;
  return (
    <article className={`mfl-card${product.in_stock ? '' : ' mfl-card--out'}`} {...preview.handlers}>
      <ResponsiveImage image={image} sizes={IMAGE_SIZES} priority={priority} className="mfl-card__image" />
      {/* above the title link's stretched area, so pressing it saves instead of opening the product */}
      <LibraryToggle product={product.slug} name={product.title} className="mfl-card__library" />
      <div className="mfl-card__body">
        <ProductCardText product={product} href={withStore(product.url, store.code)} classPrefix="mfl-card" />
        {product.colors.length > 0 ? (
          <ul className="mfl-card__swatches" aria-label={`${product.colors.length} ${colour}s`}>
            {product.colors.slice(0, MAX_SWATCHES).map((c) => (
              <li key={c.name}>
                <span role="img" aria-label={c.name} title={c.name} className="mfl-swatch" style={{ backgroundColor: c.hex }} />
              </li>
            ))}
            {extra > 0 ? (
              <li className="mfl-card__more">
                +{extra}
                <span className="sf-visually-hidden"> more</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {product.in_stock ? null : <p className="mfl-card__stock">Out of stock</p>}
        <CardDelivery product={product} />
      </div>
    </article>
  );
}

// cards per hydration turn: a phone's first screen and the next few rows
const CARDS_PER_TURN = 8;

/**
 * Grid of cards; on a listing the first card's image is the LCP candidate and loads eagerly at high
 * priority. The server's grid hydrates in turns of a few cards (useHydrationTurns), the first with
 * the page, instead of all 48 in one long task; pressing or focusing a card hydrates the rest.
 */
export function ProductGrid({ products, label, priorityFirst = true }: { products: readonly Card[]; label: string; priorityFirst?: boolean }) {
  const count = Math.ceil(products.length / CARDS_PER_TURN);
  const turns = useHydrationTurns(count);
  // new cards while some still wait for their turn: all hydrate now (a waiting group that is
  // handed new cards would drop the server's HTML and show nothing until its turn)
  const [served] = useState(products);
  if (products !== served) turns.openAll();
  // every card's delivery estimate in one call, cards still waiting for their turn included
  useListDeliveryEstimates(products.map(deliveryCompositionOf).filter((id) => id !== null));
  return (
    <ul className="mfl-grid" aria-label={label} onPointerDownCapture={turns.openAll} onFocusCapture={turns.openAll}>
      {Array.from({ length: count }, (_, g) => (
        <CardTurn key={g} turns={turns} index={g} products={products} priorityFirst={priorityFirst} />
      ))}
    </ul>
  );
}

/** One turn's cards. Memoized: the grid re-rendering with the same cards must not reach a group still waiting for its turn. */
const CardTurn = memo(function CardTurn({ turns, index, products, priorityFirst }: { turns: HydrationTurns; index: number; products: readonly Card[]; priorityFirst: boolean }) {
  return (
    <HydrationTurn turns={turns} index={index}>
      {products.slice(index * CARDS_PER_TURN, (index + 1) * CARDS_PER_TURN).map((p, i) => (
        <li key={p.id} className="mfl-grid__item">
          <ProductCard product={p} priority={priorityFirst && index === 0 && i === 0} />
        </li>
      ))}
    </HydrationTurn>
  );
});
