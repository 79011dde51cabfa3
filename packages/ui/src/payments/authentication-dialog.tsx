import { useId } from 'react';
import { Modal } from '../modal/modal';

export type AuthenticationAnswer = 'approve' | 'fail';

/**
 * The card's extra step (3-D Secure-like) as the built-in test provider asks it: the bank's question
 * with Approve and Fail. Closing it (Escape, the close button) is a fail, as closing a bank's
 * window is. Open while `challenge` is set; checkout and the crafter's quote page both show it.
 */
export function AuthenticationDialog({ challenge, busy = false, onAnswer }: { challenge: string | null; busy?: boolean; onAnswer(answer: AuthenticationAnswer): void }) {
  const questionId = useId();
  const answer = (result: AuthenticationAnswer) => {
    if (!busy) onAnswer(result);
  };
  return (
    <Modal open={challenge !== null} title="Confirm your payment" onClose={() => answer('fail')} describedBy={questionId} className="sf-confirm">
      <p id={questionId}>{challenge}</p>
      <div className="sf-confirm__actions">
        <button type="button" className="sf-button sf-button--primary" aria-disabled={busy || undefined} onClick={() => answer('approve')}>
          {busy ? 'Confirming…' : 'Approve'}
        </button>
        <button type="button" className="sf-button" aria-disabled={busy || undefined} onClick={() => answer('fail')}>
          Fail
        </button>
      </div>
    </Modal>
  );
}
