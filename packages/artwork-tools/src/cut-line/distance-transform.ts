// Exact Euclidean distance transform (Felzenszwalb & Huttenlocher, "Distance Transforms of Sampled
// Functions"): for every pixel, the distance from its centre to the nearest mask pixel's centre.
// Two passes of the 1-D lower envelope of parabolas, columns then rows: linear in the pixel count.
import type { JobPart } from '../job/job';

const FAR = 1e20;

/** Squared-distance 1-D transform of f[0..n) into d (v, z are scratch of size n and n + 1). */
function transform1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    const fq = f[q]! + q * q;
    let s = (fq - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    while (s <= z[k]!) {
      k--;
      s = (fq - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    const dq = q - v[k]!;
    d[q] = dq * dq + f[v[k]!]!;
  }
}

/** Columns transformed together, so the column pass reads and writes whole cache lines. */
const BLOCK = 32;

/** Distances (pixels) from each pixel of a width × height grid to the nearest pixel where mask is 1. */
export async function distanceTransform(mask: Uint8Array, width: number, height: number, part: Pick<JobPart, 'step'>): Promise<Float32Array> {
  const out = new Float32Array(width * height);
  const n = Math.max(width, height);
  const cols = Array.from({ length: BLOCK }, () => new Float64Array(height));
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let x0 = 0; x0 < width; x0 += BLOCK) {
    await part.step((0.5 * x0) / width);
    const count = Math.min(BLOCK, width - x0);
    for (let y = 0; y < height; y++) {
      const row = y * width + x0;
      for (let k = 0; k < count; k++) cols[k]![y] = mask[row + k] ? 0 : FAR;
    }
    for (let k = 0; k < count; k++) {
      transform1d(cols[k]!, height, d, v, z);
      cols[k]!.set(d.subarray(0, height));
    }
    for (let y = 0; y < height; y++) {
      const row = y * width + x0;
      for (let k = 0; k < count; k++) out[row + k] = cols[k]![y]!;
    }
  }
  for (let y = 0; y < height; y++) {
    if (y % 64 === 0) await part.step(0.5 + (0.5 * y) / height);
    const row = y * width;
    for (let x = 0; x < width; x++) f[x] = out[row + x]!;
    transform1d(f, width, d, v, z);
    for (let x = 0; x < width; x++) out[row + x] = Math.sqrt(d[x]!);
  }
  return out;
}
