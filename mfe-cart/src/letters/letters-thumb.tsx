import type { Image } from '@storefront/contracts';
import { isLightColour } from './letters-words';

/**
 * The cart's SVG picture of a lettering line (`image.src`), with the width and height the cart gives
 * it (the line's own shape, 160 px on its long side): the CSS scales it into the box it stands in,
 * so nothing shifts when it loads. Light lettering gets a dark backing, or it would not show.
 */
export function LettersThumb({ image, colour, label }: { image: Pick<Image, 'src' | 'width' | 'height'>; colour: string; label: string }) {
  return (
    <img
      className={isLightColour(colour) ? 'cart-letters-thumb cart-letters-thumb--dark' : 'cart-letters-thumb'}
      src={image.src}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      alt={label}
    />
  );
}
