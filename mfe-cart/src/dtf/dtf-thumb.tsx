/**
 * The shopper's artwork in a square box. Its width and height are set and the CSS keeps the box
 * square (the artwork fits inside it), so nothing shifts when it loads, whatever the artwork's shape.
 */
export function DtfThumb({ src, name, size }: { src: string; name: string; size: number }) {
  return <img className="cart-dtf-thumb" src={src} width={size} height={size} loading="lazy" decoding="async" alt={`${name}, your artwork`} />;
}
