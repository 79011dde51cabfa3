// A hexagonal (offset-row) grid: rows `pitch · √3/2` apart, odd rows shifted by half a pitch, so
// each centre has six neighbours exactly `pitch` away — the densest packing, as rhinestone fills use.

export interface GridPoint {
  x: number;
  y: number;
}

/** Centres (same unit as the arguments) inside [margin, width − margin] × [margin, height − margin]. */
export function hexGrid(width: number, height: number, pitch: number, margin: number): GridPoint[] {
  const rowStep = (pitch * Math.sqrt(3)) / 2;
  const out: GridPoint[] = [];
  for (let row = 0; ; row++) {
    const y = margin + row * rowStep;
    if (y > height - margin) break;
    for (let x = margin + (row % 2 ? pitch / 2 : 0); x <= width - margin; x += pitch) out.push({ x, y });
  }
  return out;
}
