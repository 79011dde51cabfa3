import type { CartLine, CartMadeDesign, CartView } from '@storefront/contracts';

export type CartEntry = { kind: 'line'; line: CartLine } | { kind: 'design'; design: CartMadeDesign; lines: CartLine[] };

/**
 * The cart's lines as the page lists them: a custom design's sizes become one entry where its first
 * size stands. A line naming a design the view does not describe stays a plain line, so nothing the
 * shopper pays for is hidden.
 */
export function cartEntries(cart: CartView): CartEntry[] {
  const designs = new Map((cart.made_designs ?? []).map((d) => [d.id, d]));
  const entries: CartEntry[] = [];
  const placed = new Map<string, CartLine[]>();
  for (const line of cart.lines) {
    const design = line.made_design_id ? designs.get(line.made_design_id) : undefined;
    if (!design) {
      entries.push({ kind: 'line', line });
      continue;
    }
    const group = placed.get(design.id);
    if (group) {
      group.push(line);
      continue;
    }
    const lines = [line];
    placed.set(design.id, lines);
    entries.push({ kind: 'design', design, lines });
  }
  return entries;
}
