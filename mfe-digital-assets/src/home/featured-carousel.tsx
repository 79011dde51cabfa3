import type { ProductCard } from '@storefront/contracts';
import { productUrl } from '@storefront/routing';
import { AppLink, CAROUSEL_AUTOPLAY_MS, Carousel, Price, ResponsiveImage, useShop } from '@storefront/ui';
import { CAROUSEL_IMAGE_SIZES } from '../image-sizes';

/**
 * The featured designs, one at a time at the carousel's default 3000 ms. The first image is the
 * page's LCP (the gateway preloads it with the same `sizes`), loaded eagerly.
 */
export function FeaturedCarousel({ cards }: { cards: readonly ProductCard[] }) {
  const { code } = useShop();
  if (cards.length === 0) return null;
  return (
    <Carousel label="Featured designs" autoplayMs={CAROUSEL_AUTOPLAY_MS} className="da-featured">
      {cards.map((card, i) => (
        <figure key={card.id} className="da-featured__slide">
          <ResponsiveImage image={card.image} sizes={CAROUSEL_IMAGE_SIZES} priority={i === 0} className="da-featured__image" />
          <figcaption className="da-featured__caption">
            <AppLink href={productUrl(card.slug, code, card.kind)} className="da-featured__link">
              {card.title}
            </AppLink>
            <span className="da-muted"> by {card.brand.name}</span> <Price money={card.price} className="da-featured__price" />
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
