/**
 * The SKUs a back-in-stock alert watches: the one named, else the size in every colour (sizes
 * compared case-insensitively), else all of them. Shared by subscribing (the baseline) and the
 * alert job (the current state), so both look at the same SKUs.
 */
export function watchedSkus<S extends { sku: string; size: string }>(skus: readonly S[], watch: { sku?: string | null; size?: string | null }): S[] {
  if (watch.sku != null) return skus.filter((s) => s.sku === watch.sku);
  if (watch.size != null) {
    const size = watch.size.toLowerCase();
    return skus.filter((s) => s.size.toLowerCase() === size);
  }
  return [...skus];
}
