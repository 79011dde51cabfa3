import { Modal } from '@storefront/ui';
import type { CheckoutActions } from './checkout-state';

/** The test provider's extra step (3-D Secure-like): Approve or Fail; closing it (Escape) fails it. */
export function AuthenticationDialog({ challenge, actions }: { challenge: string | null; actions: CheckoutActions }) {
  return (
    <Modal open={challenge !== null} title="Confirm your payment" onClose={() => void actions.authenticate('fail')}>
      <p>{challenge}</p>
      <div className="cart-actions">
        <button type="button" className="sf-button sf-button--primary" onClick={() => void actions.authenticate('approve')}>
          Approve
        </button>
        <button type="button" className="sf-button" onClick={() => void actions.authenticate('fail')}>
          Fail
        </button>
      </div>
    </Modal>
  );
}
