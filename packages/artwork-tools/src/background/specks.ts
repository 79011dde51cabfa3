// Noise left behind: on a photographed or JPEG background a few pixels stray past the tolerance and
// the fill flows around them, leaving specks that would print (and that a die-cut would cut around).
// Any 8-connected group of kept pixels no larger than `maxPixels` is background too.
import type { JobPart } from '../job/job';

/** Marks small kept islands as removed in `removed` (1 = background); returns how many pixels. */
export async function removeSpecks(removed: Uint8Array, width: number, height: number, maxPixels: number, part: Pick<JobPart, 'step'>): Promise<number> {
  if (maxPixels <= 0) return 0;
  const total = width * height;
  const seen = new Uint8Array(total);
  const queue = new Int32Array(total);
  let cleared = 0;
  for (let start = 0; start < total; start++) {
    if (start % (width * 64) === 0) await part.step(start / total);
    if (removed[start] || seen[start]) continue;
    let head = 0;
    let tail = 0;
    seen[start] = 1;
    queue[tail++] = start;
    while (head < tail) {
      const p = queue[head++]!;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (removed[q] || seen[q]) continue;
          seen[q] = 1;
          queue[tail++] = q;
        }
      }
    }
    if (tail <= maxPixels) {
      for (let k = 0; k < tail; k++) removed[queue[k]!] = 1;
      cleared += tail;
    }
  }
  return cleared;
}
