import type { CartView } from '@storefront/contracts';

/**
 * What a gang-sheet plan was made from: the cart's DTF lines, their pieces, sizes and pre-cut.
 * Empty when the cart holds none (no plan to offer). The section is keyed by it, so a plan never
 * outlives the transfers it packed: any change to them folds it away, to be asked for again.
 */
export function planKey(cart: CartView): string {
  return cart.lines
    .flatMap((l) => (l.dtf_print ? [`${l.id}:${l.quantity}:${l.size}:${l.dtf_print.pre_cut ? 'cut' : ''}`] : []))
    .join('|');
}
