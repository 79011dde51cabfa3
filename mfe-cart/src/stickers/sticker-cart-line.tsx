import type { CartLine, CartSticker } from '@storefront/contracts';
import { useShop } from '@storefront/ui';
import type { CartActions, CartPending } from '../cart/cart.store';
import { PrintLineFrame } from '../cart/print-line-frame';
import { dpiText, qualityWarning } from '../dtf/dtf-words';
import { StickerThumb, stickerThumbLabel } from './sticker-thumb';
import { cutLineText, stickerText } from './sticker-words';

/**
 * Stickers from the shopper's artwork: the thumbnail with its cut line, the artwork's name, the
 * shape and size, the cut line's offset and the DPI (with what a low resolution means), the price
 * per sticker and the line's total, and the cart's own quantity (the cart refuses under 50, and
 * its message shows here) and Remove. `name` ("logo.png, die-cut stickers 2.25 × 2.25 in") names
 * every control.
 */
export function StickerCartLine({ line, sticker, name, pending, error, actions }: { line: CartLine; sticker: CartSticker; name: string; pending: CartPending | null; error: string | undefined; actions: CartActions }) {
  const store = useShop();
  const what = stickerText(sticker.shape, line.size);
  // a sticker under 100 DPI was added with the shopper's waiver, which the line does not repeat
  const warning = qualityWarning(sticker);

  return (
    <PrintLineFrame
      line={line}
      name={name}
      className="cart-sticker"
      thumb={<StickerThumb src={line.image.src} sticker={sticker} label={stickerThumbLabel(sticker.name, what)} size={120} />}
      title={
        <>
          {sticker.name} <span className="cart-made__badge">Stickers</span>
        </>
      }
      details={
        <>
          <span>{what}</span>
          <span>{cutLineText(sticker.offset_in, store.code)}</span>
          <span>{dpiText(sticker.dpi, store.code)}</span>
        </>
      }
      pending={pending}
      error={error}
      actions={actions}
    >
      {warning ? <p className={`cart-dtf__quality cart-dtf__quality--${sticker.quality}`}>{warning}</p> : null}
    </PrintLineFrame>
  );
}
