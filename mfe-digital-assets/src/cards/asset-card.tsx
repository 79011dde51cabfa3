import type { ProductCard } from '@storefront/contracts';
import { productUrl } from '@storefront/routing';
import { ProductCardText, ResponsiveImage, useShop } from '@storefront/ui';
import { CARD_IMAGE_SIZES } from '../image-sizes';

/**
 * One design in a slider: its image, title (the link to its page, stretched over the card by CSS,
 * so the whole card opens it under one name), author and price (the standard licence's).
 */
export function AssetCard({ card }: { card: ProductCard }) {
  const { code } = useShop();
  return (
    <article className="da-card">
      <ResponsiveImage image={card.image} sizes={CARD_IMAGE_SIZES} className="da-card__image" />
      <div className="da-card__body">
        {/* built from the slug and kind: a digital asset's page lives under /digital-assets in either store */}
        <ProductCardText product={card} href={productUrl(card.slug, code, card.kind)} classPrefix="da-card" />
      </div>
    </article>
  );
}
