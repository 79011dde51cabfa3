// Checks on a packed sheet written from the sheet's own figures (not the packer's integer
// geometry), so they catch a packer bug rather than repeat it. Test-only: not exported.
import type { PackedSheet } from '../gang-sheet/packed-sheet';

const EPS = 1e-9;

/** Every broken rule, as readable lines (empty when the sheet is sound). */
export function sheetViolations(sheet: PackedSheet): string[] {
  const out: string[] = [];
  const m = sheet.marginIn;
  const items = new Map(sheet.items.map((item) => [item.id, item]));
  for (const p of sheet.placements) {
    const label = `${p.id}#${p.copy}`;
    if (p.x < m - EPS || p.y < m - EPS || p.x + p.widthIn > sheet.widthIn - m + EPS || p.y + p.heightIn > sheet.lengthIn - m + EPS) {
      out.push(`${label} at (${p.x}, ${p.y}) ${p.widthIn}×${p.heightIn} is not inside the ${sheet.widthIn}×${sheet.lengthIn} sheet with its ${m} in margin`);
    }
    const item = items.get(p.id);
    if (item === undefined) {
      out.push(`${label} is not one of the sheet's items`);
      continue;
    }
    if (p.rotated && !item.rotatable) out.push(`${label} is turned but not rotatable`);
    const [w, h] = p.rotated ? [item.heightIn, item.widthIn] : [item.widthIn, item.heightIn];
    if (Math.abs(p.widthIn - w) > 0.001 + EPS || Math.abs(p.heightIn - h) > 0.001 + EPS) out.push(`${label} is ${p.widthIn}×${p.heightIn}, not ${w}×${h}`);
  }
  const ps = sheet.placements;
  for (let i = 0; i < ps.length; i++) {
    for (let j = i + 1; j < ps.length; j++) {
      const a = ps[i]!;
      const b = ps[j]!;
      const apart = a.x + a.widthIn + m <= b.x + EPS || b.x + b.widthIn + m <= a.x + EPS || a.y + a.heightIn + m <= b.y + EPS || b.y + b.heightIn + m <= a.y + EPS;
      if (!apart) out.push(`${a.id}#${a.copy} and ${b.id}#${b.copy} are closer than ${m} in`);
    }
  }
  for (const item of sheet.items) {
    const placed = ps.filter((p) => p.id === item.id).length;
    if (placed !== item.quantity) out.push(`${item.id}: ${placed} placed, the sheet lists ${item.quantity}`);
  }
  return out;
}
