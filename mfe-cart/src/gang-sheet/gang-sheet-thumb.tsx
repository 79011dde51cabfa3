/**
 * A gang sheet's preview (the cart's PNG of it) in a square box: width and height are set and the
 * CSS keeps the box square with the sheet inside it, so nothing shifts when it loads, however long
 * the sheet is.
 */
export function GangSheetThumb({ src, name, size }: { src: string; name: string; size: number }) {
  return <img className="cart-gang-thumb" src={src} width={size} height={size} loading="lazy" decoding="async" alt={`${name}, preview`} />;
}
