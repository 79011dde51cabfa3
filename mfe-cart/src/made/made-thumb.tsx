import { mockupAt } from '@storefront/ui';

/** A small mockup of a custom design, for the checkout summary and the thank-you page; sized so nothing shifts when it loads. */
export function MadeThumb({ src, title, colour, size = 48 }: { src: string; title: string; colour: string; size?: number }) {
  return (
    <img
      className="cart-made-thumb"
      src={mockupAt(src, size * 2)}
      srcSet={`${mockupAt(src, size)} 1x, ${mockupAt(src, size * 2)} 2x`}
      width={size}
      height={size}
      loading="lazy"
      alt={`${title} in ${colour}, your design`}
    />
  );
}
