// 4-connected flood fill from every passable border pixel. Only what the border can reach is
// background: a white counter inside a letter O stays, a global colour key would punch it out.
import type { JobPart } from '../job/job';
import { borderPixels } from './border';

/** 1 where a pixel is reachable from the border through passable pixels. */
export async function floodFromBorder(passable: Uint8Array, width: number, height: number, part: Pick<JobPart, 'step'>): Promise<Uint8Array> {
  const reached = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  for (const p of borderPixels(width, height)) {
    if (passable[p] && !reached[p]) {
      reached[p] = 1;
      queue[tail++] = p;
    }
  }
  const total = width * height;
  while (head < tail) {
    const p = queue[head++]!;
    const x = p % width;
    if (x > 0 && passable[p - 1] && !reached[p - 1]) {
      reached[p - 1] = 1;
      queue[tail++] = p - 1;
    }
    if (x < width - 1 && passable[p + 1] && !reached[p + 1]) {
      reached[p + 1] = 1;
      queue[tail++] = p + 1;
    }
    if (p >= width && passable[p - width] && !reached[p - width]) {
      reached[p - width] = 1;
      queue[tail++] = p - width;
    }
    if (p < total - width && passable[p + width] && !reached[p + width]) {
      reached[p + width] = 1;
      queue[tail++] = p + width;
    }
    if ((head & 0xffff) === 0) await part.step(head / total);
  }
  return reached;
}
