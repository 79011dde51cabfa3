import type { DesignDocument, SideId } from '@storefront/design-document';

/**
 * What an order line of a custom design keeps (`order_lines.made_design`): the document as
 * ordered, on which product, the sides printed, the low-resolution waiver and the print price per
 * piece, so print files can be rendered and the design bought again whatever happens to the cart
 * or the project afterwards.
 */
export interface MadeSnapshot {
  made_design_id: string;
  project_id: string | null;
  product_slug: string;
  composition_id: number;
  document: DesignDocument;
  sides: { side: SideId; size_class: string; unit_price: number }[];
  /** the printed sides' areas as they were when ordered (inches; placement on the product image), so print files keep their size */
  areas: Partial<Record<SideId, { width_in: number; height_in: number; view: number; placement: { left: number; top: number; width: number; height: number } }>>;
  low_resolution_accepted: boolean;
  print_unit_price: number;
  currency: string;
}

export function isMadeSnapshot(value: unknown): value is MadeSnapshot {
  const v = value as Partial<MadeSnapshot> | null;
  return !!v && typeof v === 'object' && typeof v.product_slug === 'string' && !!v.document && Array.isArray(v.sides);
}
