import type { Composition } from '@storefront/contracts';
import { parseQuantity } from '@storefront/ui';

export interface GridCell {
  sku: string;
  size: string;
  stock: number;
}

export interface GridRow {
  id: number;
  colorName: string;
  colorHex: string;
  /** one per column of `sizes`; null where the colour is not made in that size */
  cells: (GridCell | null)[];
}

export interface Grid {
  sizes: string[];
  rows: GridRow[];
  /** every cell by SKU */
  cells: Map<string, GridCell & { colorName: string }>;
}

/**
 * The bulk grid of a product: a row per colour, a column per size any colour has. The size columns
 * keep each colour's order (S before M): a size only some colour has goes just before the next size
 * of that colour already placed (XS before S), or last when none follows (2XL after XL).
 */
export function gridOf(compositions: readonly Composition[]): Grid {
  const sizes: string[] = [];
  for (const c of compositions) {
    const own = c.sizes.map((s) => s.size);
    own.forEach((size, i) => {
      if (sizes.includes(size)) return;
      const following = own.slice(i + 1).find((later) => sizes.includes(later));
      if (following === undefined) sizes.push(size);
      else sizes.splice(sizes.indexOf(following), 0, size);
    });
  }
  const cells: Grid['cells'] = new Map();
  const rows = compositions.map((c) => ({
    id: c.id,
    colorName: c.color_name,
    colorHex: c.color_hex,
    cells: sizes.map((size) => {
      const s = c.sizes.find((x) => x.size === size);
      if (!s) return null;
      const cell = { sku: s.sku, size: s.size, stock: s.stock };
      cells.set(s.sku, { ...cell, colorName: c.color_name });
      return cell;
    }),
  }));
  return { sizes, rows, cells };
}

/** Whether a cell can take a quantity: not sold out (the fresh list from the server when there is one, else the product's stock). */
export function isSoldOut(cell: GridCell, soldOut: ReadonlySet<string> | null): boolean {
  return soldOut ? soldOut.has(cell.sku) : cell.stock <= 0;
}

export interface OrderLines {
  /** the cells typed with a valid quantity, in grid order */
  lines: { sku: string; quantity: number }[];
  /** cells typed with something that is not a quantity (1…9999) */
  invalid: string[];
  units: number;
}

/** The order the grid holds: empty cells and 0 are not ordered; sold-out cells are left out. */
export function orderLines(grid: Grid, quantities: Readonly<Record<string, string>>, soldOut: ReadonlySet<string> | null): OrderLines {
  const lines: OrderLines['lines'] = [];
  const invalid: string[] = [];
  for (const row of grid.rows) {
    for (const cell of row.cells) {
      if (!cell || isSoldOut(cell, soldOut)) continue;
      const text = (quantities[cell.sku] ?? '').trim();
      if (text === '' || /^0+$/.test(text)) continue;
      const quantity = parseQuantity(text);
      if (quantity === null) invalid.push(cell.sku);
      else lines.push({ sku: cell.sku, quantity });
    }
  }
  return { lines, invalid, units: lines.reduce((n, l) => n + l.quantity, 0) };
}
