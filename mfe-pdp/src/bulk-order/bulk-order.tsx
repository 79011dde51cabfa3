import { useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { ProductDetail } from '@storefront/contracts';
import { onDemand, useOnDemand, useShop, useStoreWords } from '@storefront/ui';
import { createPdpApi } from '../api';
import { useDeliveryHttp } from '../delivery/pdp-delivery-provider';
import { createBulkOrderModel, type BulkOrderApi } from './bulk-order.store';
import './bulk-order.css';

export const BULK_ORDER_TITLE = 'Bulk order';

/** The grid's dialog comes with its first opening: most shoppers of a blank never open it. */
const bulkOrderDialog = onDemand(() => import('./bulk-order-dialog').then((m) => m.BulkOrderDialog));

/**
 * "Bulk order" for a blank (stocked, not made to order): a dialog with every colour × size, a
 * quantity per cell, the product's tier price for all the units typed, the next tier, and one
 * "Add N items to cart" that sends them all (POST /api/cart/blanks_order, all or nothing).
 * Nothing for other products. Uses the page's http client (the one its delivery calls use).
 */
export function BulkOrder({ product }: { product: ProductDetail }) {
  const http = useDeliveryHttp();
  const client = useMemo(() => (http ? createPdpApi(http) : null), [http]);
  if (product.kind !== 'blank' || product.made_to_order || !client || product.compositions.length === 0) return null;
  // a new product (or store) starts a new grid
  return <BulkOrderSection key={`${product.store}:${product.id}`} product={product} api={client} />;
}

function BulkOrderSection({ product, api }: { product: ProductDetail; api: BulkOrderApi }) {
  const [model] = useState(() => createBulkOrderModel(api));
  const open = useStore(model.store, (s) => s.open);
  const { code } = useShop();
  const { colour } = useStoreWords();
  const headingId = useId();
  const dialog = useOnDemand(bulkOrderDialog);
  return (
    <section className="pdp-bulk" aria-labelledby={headingId}>
      <h2 id={headingId} className="pdp-section-title">
        {BULK_ORDER_TITLE}
      </h2>
      <p className="pdp-bulk__intro">{`Every ${colour} and size in one go: the quantity price counts them all together.`}</p>
      <button
        type="button"
        className="sf-button pdp-bulk__open"
        aria-disabled={dialog.loading || undefined}
        aria-busy={dialog.loading || undefined}
        onClick={() => dialog.open(() => model.actions.openDialog(product.slug, code))}
        onPointerEnter={dialog.warm}
        onFocus={dialog.warm}
      >
        {dialog.loading ? 'Loading…' : `Order by ${colour} and size`}
      </button>
      {dialog.problem ? (
        <p role="alert" className="pdp-bulk__problem">
          {dialog.problem}
        </p>
      ) : null}
      {open ? <bulkOrderDialog.Part product={product} model={model} /> : null}
    </section>
  );
}

