import { useId, useState } from 'react';
import type { ProductDetail, ReviewSummary } from '@storefront/contracts';
import { brandUrl, categoryUrl, withStore } from '@storefront/routing';
import { AppLink, LibraryToggle, parseQuantity, useShop } from '@storefront/ui';
import { AddToCartForm } from '../add-to-cart/add-to-cart-form';
import { BulkOrder } from '../bulk-order/bulk-order';
import { ColorPicker } from '../colors/color-picker';
import { ArtworkUploadLink, printsOwnArtwork } from '../customize/artwork-link';
import { CustomizeLink } from '../customize/customize-link';
import type { CustomizeModel } from '../customize/customize.store';
import { ProductDelivery } from '../delivery/product-delivery';
import { Gallery } from '../gallery/gallery';
import { Materials } from '../materials/materials';
import { Softness } from '../materials/softness';
import { FreeShippingNote } from '../pricing/free-shipping';
import { PriceBlock } from '../pricing/price-block';
import type { PdpApi } from '../api';
import { ProductDiscovery } from '../discovery/product-discovery';
import { QuestionsSection } from '../questions/questions-section';
import { RatingLink } from '../reviews/rating-link';
import { ReviewsSection } from '../reviews/reviews-section';
import { SizeChartButton } from '../sizes/size-chart';
import { SizePicker } from '../sizes/size-picker';
import { Availability } from './availability';
import type { ProductActions } from './product.store';

export interface Selection {
  colorId: number | null;
  sku: string | null;
  imageIndex: number;
}

/** Whether the product opens in the design lab: the screen's model, and the made slug the page's address names (or null). */
export interface CustomizeProps {
  model: CustomizeModel;
  pageSays: string | null;
}

/** The product detail page for a loaded product and the shopper's current selection. */
export function ProductView({
  product,
  selection,
  actions,
  customize,
  api,
  reviewSummary,
}: {
  product: ProductDetail;
  selection: Selection;
  actions: ProductActions;
  /** absent: no "Customize" link */
  customize?: CustomizeProps;
  /** the page's calls, for the reviews below the product; absent: no reviews section */
  api?: PdpApi;
  /** the review summary the document came with, for this product: the stars by the title */
  reviewSummary?: ReviewSummary;
}) {
  const { code } = useShop();
  const titleId = useId();
  const composition = product.compositions.find((c) => c.id === selection.colorId) ?? product.compositions[0];
  // the price block and the form's total both follow the quantity typed
  const [quantity, setQuantity] = useState('1');

  return (
    <article className="pdp-product" aria-labelledby={titleId}>
      <nav className="pdp-crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <AppLink href={withStore('/', code)} className="sf-quiet-link">
              Home
            </AppLink>
          </li>
          <li>
            <AppLink href={categoryUrl(product.category.slug, code)} className="sf-quiet-link">
              {product.category.name}
            </AppLink>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <div className="pdp-layout">
        <Gallery images={composition?.images ?? []} index={selection.imageIndex} title={product.title} onShow={actions.showImage} />

        <div className="pdp-info">
          <div className="pdp-eyebrow">
            <AppLink className="pdp-brand" href={brandUrl(product.brand.slug, code)}>
              {product.brand.name}
            </AppLink>
            {customize ? <CustomizeLink model={customize.model} productId={product.id} compositionId={composition?.id ?? null} pageSays={customize.pageSays} /> : null}
          </div>
          <div className="pdp-title-row">
            <h1 id={titleId} className="pdp-title">
              {product.title}
            </h1>
            <LibraryToggle product={product.slug} name={product.title} className="pdp-library" />
          </div>
          <RatingLink summary={reviewSummary} />
          <p className="pdp-catalog-number">
            Catalog number: <span>{product.catalog_number}</span>
          </p>

          {printsOwnArtwork(product) ? <ArtworkUploadLink product={product} /> : null}
          <PriceBlock price={product.price} tiers={product.price_tiers} quantity={parseQuantity(quantity)} mixAndMatch={product.kind === 'blank' && !product.made_to_order} />
          <Availability availability={product.availability} madeToOrder={product.made_to_order} />

          <ColorPicker compositions={product.compositions} selectedId={composition?.id ?? null} onSelect={actions.selectColor} />
          <SizePicker
            sizes={composition?.sizes ?? []}
            madeToOrder={product.made_to_order}
            selectedSku={selection.sku}
            onSelect={actions.selectSize}
            aside={product.size_chart ? <SizeChartButton chart={product.size_chart} /> : null}
          />
          <AddToCartForm sku={selection.sku} quantity={quantity} onQuantity={setQuantity} tiers={product.price_tiers} currency={product.price.currency} />
          <BulkOrder product={product} />
          <FreeShippingNote />
          <ProductDelivery compositionId={composition?.id ?? null} madeToOrder={product.made_to_order} />

          <dl className="pdp-specs">
            <Materials materials={product.materials} />
            {product.softness ? <Softness softness={product.softness} /> : null}
          </dl>

          <section className="pdp-description">
            <h2 className="pdp-section-title">Description</h2>
            <p>{product.description}</p>
          </section>
        </div>
      </div>

      {api ? <ProductDiscovery productId={product.id} store={code} api={api} selectedColorId={composition?.id ?? null} /> : null}
      {api ? <ReviewsSection product={product} api={api} /> : null}
      {api ? <QuestionsSection key={product.id} productId={product.id} api={api} /> : null}
    </article>
  );
}
