import type { CartSticker } from '@storefront/contracts';

/**
 * The artwork's thumbnail with the sticker's cut line over it, in a square box `size` px wide: the
 * viewBox is the cut line's box in inches, the artwork placed at 0,0 at its printed size on the
 * white backing, the line magenta dashes on a white halo (seen over light and dark art). Width and
 * height are set, so nothing moves when the thumbnail loads.
 */
export function StickerThumb({ src, sticker, label, size }: { src: string; sticker: Pick<CartSticker, 'path' | 'box' | 'artwork_width_in' | 'artwork_height_in'>; label: string; size: number }) {
  const { box, path } = sticker;
  return (
    <svg className="cart-sticker-thumb" role="img" aria-label={label} viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`} width={size} height={size} preserveAspectRatio="xMidYMid meet">
      <path d={path} fill="#fff" />
      <image href={src} x={0} y={0} width={sticker.artwork_width_in} height={sticker.artwork_height_in} preserveAspectRatio="none" />
      <path className="cart-sticker-thumb__halo" d={path} fill="none" stroke="#fff" strokeWidth={3} vectorEffect="non-scaling-stroke" />
      <path className="cart-sticker-thumb__cut" d={path} fill="none" stroke="#c2007a" strokeWidth={1.5} strokeDasharray="4 3" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** The thumbnail's name: "logo.png, die-cut sticker 2.25 × 2.25 in, with its cut line". */
export const stickerThumbLabel = (name: string, sticker: string) => `${name}, ${sticker.charAt(0).toLowerCase()}${sticker.slice(1)}, with its cut line`;
