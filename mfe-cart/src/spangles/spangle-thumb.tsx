/**
 * A spangle pattern's picture (the service's PNG of the stones, on a transparent background) in a
 * square box on a mid-grey, so crystal stones show: width and height are set and the CSS keeps the
 * box square with the pattern inside it, so nothing shifts when it loads.
 */
export function SpangleThumb({ src, label, size }: { src: string; label: string; size: number }) {
  return <img className="cart-spangle-thumb" src={src} width={size} height={size} loading="lazy" decoding="async" alt={label} />;
}
