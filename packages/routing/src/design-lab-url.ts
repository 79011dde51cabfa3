import type { StoreCode } from '@storefront/store-config';
import { withStore } from './store-prefix';

/** What the editor opens on a garment besides its colour: a saved project, or a design of the cart to edit. */
export interface EditorOpening {
  project?: string;
  madeDesignId?: string;
}

/**
 * `/design-lab?product={made slug}&color={composition}[&project=|&made_design_id=]` in the shopper's
 * store: the one spelling of the editor's address, for every link to it (start list, product
 * page, cart, account, the service's current order).
 */
export function designLabUrl(product: string, color: number | null, store: StoreCode, opening: EditorOpening = {}): string {
  const query = new URLSearchParams({ product });
  if (color !== null) query.set('color', String(color));
  if (opening.project) query.set('project', opening.project);
  if (opening.madeDesignId) query.set('made_design_id', opening.madeDesignId);
  return `${withStore('/design-lab', store)}?${query}`;
}
