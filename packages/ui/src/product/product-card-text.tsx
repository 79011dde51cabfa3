import type { ProductCard } from '@storefront/contracts';
import { AppLink } from '../navigation/app-link';
import { Price } from '../price/price';

/**
 * A product card's words: the title (a link to `href`, the product in this shop), the brand and the
 * price. Classes are `{classPrefix}__title`, `__link`, `__brand`, `__price`, so each area lays the card out.
 */
export function ProductCardText({ product, href, classPrefix }: { product: Pick<ProductCard, 'title' | 'brand' | 'price'>; href: string; classPrefix: string }) {
  return (
    <>
      <h3 className={`${classPrefix}__title`}>
        <AppLink href={href} className={`${classPrefix}__link`}>
          {product.title}
        </AppLink>
      </h3>
      <p className={`${classPrefix}__brand`}>{product.brand.name}</p>
      <Price money={product.price} className={`${classPrefix}__price`} />
    </>
  );
}
