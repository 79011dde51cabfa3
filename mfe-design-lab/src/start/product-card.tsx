import type { MadeProductSummary } from '@storefront/contracts';
import { AppLink, Price, ResponsiveImage, useShop } from '@storefront/ui';
import { editorUrl } from './editor-link';

/** One made product: its picture, colours (each opens the editor in that colour) and "from" price. */
export function ProductCard({ product }: { product: MadeProductSummary }) {
  const { code } = useShop();
  const first = product.colors[0];
  const href = first ? editorUrl(product.slug, first.composition_id, code) : editorUrl(product.slug, 0, code);
  const titleId = `made-${product.slug}`;
  return (
    <li className="dl-card" aria-labelledby={titleId}>
      <AppLink href={href} className="dl-card__image" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage image={product.image} sizes="(min-width: 768px) 240px, 45vw" />
      </AppLink>
      <h3 id={titleId} className="dl-card__title">
        <AppLink href={href}>{product.title}</AppLink>
      </h3>
      <p className="dl-card__price">
        From <Price money={product.from_price} /> <span className="dl-card__note">plus print</span>
      </p>
      <ul className="dl-swatches" aria-label={`Colours of ${product.title}`}>
        {product.colors.map((color) => (
          <li key={color.composition_id}>
            <AppLink
              href={editorUrl(product.slug, color.composition_id, code)}
              className="dl-swatch"
              style={{ backgroundColor: color.hex }}
              aria-label={`Design ${product.title} in ${color.name}`}
              title={color.name}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
