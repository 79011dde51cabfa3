import type { ProductCard } from '@storefront/contracts';
import { Slider } from '@storefront/ui';
import { AssetCard } from './asset-card';

/** Cards in view at a width: two on a phone, three on a tablet, four on a desktop. */
export const cardsInView = (width: number) => (width >= 900 ? 4 : width >= 560 ? 3 : 2);

/**
 * §2's slider of designs (every 5000 ms; the kit pauses it on hover, focus and for reduced motion),
 * under its own heading. Nothing when there is nothing to show.
 */
export function AssetSlider({ title, cards, className }: { title: string; cards: readonly ProductCard[]; className?: string }) {
  if (cards.length === 0) return null;
  return (
    <section className={className ? `da-slider ${className}` : 'da-slider'}>
      <h2 className="da-section-title">{title}</h2>
      <Slider label={title} perViewAt={cardsInView}>
        {cards.map((card) => (
          <AssetCard key={card.id} card={card} />
        ))}
      </Slider>
    </section>
  );
}
