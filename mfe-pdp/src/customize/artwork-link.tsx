import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import { AppLink, useShop } from '@storefront/ui';
import './customize.css';

/** The categories whose transfers are printed from the shopper's own artwork (the others are ready-made designs). */
const OWN_ARTWORK_CATEGORIES = new Set(['custom-dtf-transfers']);

export function printsOwnArtwork(product: { business_line: string; category: { slug: string } }): boolean {
  return product.business_line === 'transfers' && OWN_ARTWORK_CATEGORIES.has(product.category.slug);
}

/** `/design-lab/transfers?catalog_number=&product=`: the upload page, which files the artwork under this product. */
export function artworkUploadUrl(product: { slug: string; catalog_number: string }, store: StoreCode): string {
  return `${withStore('/design-lab/transfers', store)}?${new URLSearchParams({ catalog_number: product.catalog_number, product: product.slug })}`;
}

/**
 * On a custom transfer's page: where the shopper's own artwork goes in. Part of the served HTML
 * (it needs no answer from anywhere), so it is there before the page's script.
 */
export function ArtworkUploadLink({ product }: { product: { slug: string; catalog_number: string; title: string } }) {
  const { code } = useShop();
  return (
    <p className="pdp-artwork-upload">
      <AppLink href={artworkUploadUrl(product, code)} className="sf-button sf-button--primary" aria-label={`Upload your artwork for ${product.title}`}>
        Upload your artwork
      </AppLink>
      <span className="pdp-artwork-upload__note"> PNG, JPEG, WebP, SVG or PDF — we check it, size it and price it.</span>
    </p>
  );
}
