// The pixels on an image's edge.

/** Border pixel offsets (in pixels, not bytes), each once, clockwise from the top-left. */
export function borderPixels(width: number, height: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < width; x++) out.push(x);
  for (let y = 1; y < height; y++) out.push(y * width + width - 1);
  if (height > 1) for (let x = width - 2; x >= 0; x--) out.push((height - 1) * width + x);
  if (width > 1) for (let y = height - 2; y >= 1; y--) out.push(y * width);
  return out;
}
