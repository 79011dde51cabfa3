import type { CurrentOrderResponse } from '@storefront/contracts';
import { madeDesignsInOpenCart, type Database } from '@storefront/db';
import { designLabUrl } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import type { ProjectOwner } from './project-owner';

/** `/api/made/current_order`: the shopper's custom designs in their open cart (the cart's named read), each with its edit address. */
export async function currentOrder(db: Database, owner: ProjectOwner | null, store: StoreCode): Promise<CurrentOrderResponse> {
  if (!owner) return { order_number: null, designs: [] };
  const found = await madeDesignsInOpenCart(db, owner.kind === 'user' ? { userId: owner.userId } : { guestTokenHash: owner.tokenHash }, store);
  return {
    order_number: found.orderNumber,
    designs: found.designs.map((d) => ({
      made_design_id: d.madeDesignId,
      project_id: d.projectId,
      product: d.productSlug,
      composition_id: d.compositionId,
      pieces: d.pieces,
      edit_url: designLabUrl(d.productSlug, d.compositionId, store, { madeDesignId: d.madeDesignId }),
    })),
  };
}
