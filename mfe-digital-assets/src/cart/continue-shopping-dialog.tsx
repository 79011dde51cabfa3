import { withStore } from '@storefront/routing';
import { AppLink, Modal, Price, ResponsiveImage, useShop } from '@storefront/ui';
import type { AddedLine } from './digital-add.store';

export const CONTINUE_SHOPPING_TITLE = 'Added to your cart';

/** §2: after an add, the line's image, title, licence and price, with the ways on. */
export function ContinueShoppingDialog({ added, onClose }: { added: AddedLine | null; onClose(): void }) {
  const { code } = useShop();
  return (
    <Modal open={added !== null} title={CONTINUE_SHOPPING_TITLE} onClose={onClose} className="da-added">
      {added ? (
        <>
          <div className="da-added__line">
            {added.image ? <ResponsiveImage image={added.image} sizes="96px" className="da-added__image" /> : null}
            <div>
              <p className="da-added__title">{added.title}</p>
              <p className="da-muted">
                {added.licenceLabel}
                {added.quantity > 1 ? ` × ${added.quantity}` : ''}
              </p>
              <Price money={added.price} className="da-added__price" />
            </div>
          </div>
          <div className="da-actions">
            <button type="button" className="sf-button" onClick={onClose}>
              Continue shopping
            </button>
            <AppLink href={withStore('/cart', code)} className="sf-button sf-button--primary">
              View cart
            </AppLink>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
