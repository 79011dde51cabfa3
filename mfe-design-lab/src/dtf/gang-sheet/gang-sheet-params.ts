const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/design-lab/gang-sheet[?from=cart[&cart_id={uuid}]]`: `from=cart` loads the active cart's
 * transfers into the builder, with `cart_id` one of the shopper's saved carts' instead (read by the
 * shell: no zod here).
 */
export function gangSheetParams(search: string): { fromCart: boolean; cartId: string | null } {
  const query = new URLSearchParams(search);
  const cartId = query.get('cart_id');
  return { fromCart: query.get('from') === 'cart', cartId: cartId && UUID.test(cartId) ? cartId.toLowerCase() : null };
}
