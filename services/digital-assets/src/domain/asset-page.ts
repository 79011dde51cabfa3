import type { AssetResponse, ProductCard } from '@storefront/contracts';
import { digitalAssetCards, digitalAssetProduct, productImage, productPath, type Database, type ImageView } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { STORES, type StoreCode } from '@storefront/store-config';
import { assetRowOf, sameAuthorProductIds } from './asset-rows';
import { licenceOffers } from './licence-offers';

/** Cards in the asset page's slider. */
export const RELATED_CARDS = 12;

const notAnAsset = (slug: string) =>
  failed({ kind: 'not_found', code: 'asset_not_found', message: `There is no digital asset called “${slug}”. It may have been removed; browse the digital assets for others.` });

/**
 * One asset's page in a store: the catalog's product (title, brand, category, unit price, images)
 * with this service's terms (author, formats, tags, licences), and up to 12 related cards: the
 * author's best sellers first, then the category's. Unknown, not a digital asset, or not sold in
 * the store → not found.
 */
export async function assetPage(db: Database, slug: string, store: StoreCode, imageBaseUrl: string): Promise<Outcome<AssetResponse>> {
  const product = await digitalAssetProduct(db, slug, store);
  if (!product || product.kind !== 'digital_asset' || product.unitPrice === null) return notAnAsset(slug);
  const asset = await assetRowOf(db, product.id);
  if (!asset) return notAnAsset(slug);

  // the catalog's pictures of the asset (the art, then on products), at most the three views it draws
  const previews = product.compositions.flatMap((c) =>
    Array.from({ length: Math.max(1, Math.min(3, c.imageCount)) }, (_, view) =>
      productImage({ garment: product.garment, hex: c.colorHex, view: view as ImageView, title: product.title, colorName: c.colorName, baseUrl: imageBaseUrl, catalogNumber: product.catalogNumber }),
    ),
  );

  const byAuthor = await digitalAssetCards(db, {
    store,
    imageBaseUrl,
    order: 'best_selling',
    limit: RELATED_CARDS,
    productIds: await sameAuthorProductIds(db, asset.author, product.id),
  });
  let related: ProductCard[] = byAuthor;
  if (related.length < RELATED_CARDS) {
    const inCategory = await digitalAssetCards(db, {
      store,
      imageBaseUrl,
      order: 'best_selling',
      limit: RELATED_CARDS - related.length,
      categoryId: product.category.id,
      excludeIds: [product.id, ...byAuthor.map((c) => c.id)],
    });
    related = [...byAuthor, ...inCategory];
  }

  return succeeded({
    asset: {
      id: product.id,
      slug: product.slug,
      url: productPath(store, product.slug, 'digital_asset'),
      title: product.title,
      description: product.description,
      catalog_number: product.catalogNumber,
      author: asset.author,
      brand: product.brand,
      category: { slug: product.category.slug, name: product.category.name },
      business_line: 'digital',
      formats: asset.formats,
      tags: asset.tags,
      previews,
      licences: licenceOffers(product.catalogNumber, product.unitPrice, STORES[store].currency, { standardPrintCap: asset.standardPrintCap, podAsIs: asset.podAsIs }),
      store,
    },
    related,
  });
}
