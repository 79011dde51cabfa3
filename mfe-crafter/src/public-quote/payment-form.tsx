import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TestCard } from '@storefront/contracts';
import { CardFields } from './card-fields';
import { EMPTY_CARD, readCard, type CardErrors } from './card-form';

export interface PaymentFormProps {
  title: string;
  /** what will be charged, and what stays due */
  description: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** the card's errors from the page's check or the service */
  cardErrors: CardErrors;
  onPay(card: TestCard): void;
  onInvalid(errors: CardErrors): void;
}

/** A card payment (the deposit with the acceptance, or the balance): the card checked before it is sent. */
export function PaymentForm({ title, description, submitLabel, busyLabel, busy, cardErrors, onPay, onInvalid }: PaymentFormProps) {
  const titleId = useId();
  const [card, setCard] = useState(EMPTY_CARD);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const read = readCard(card, new Date());
    if (read.card) onPay(read.card);
    else onInvalid(read.errors);
  };
  return (
    <form className="crafter-pay" aria-labelledby={titleId} onSubmit={submit} noValidate aria-busy={busy}>
      <h2 id={titleId}>{title}</h2>
      <div className="crafter-muted">{description}</div>
      <CardFields card={card} errors={cardErrors} onChange={setCard} />
      <button type="submit" className="sf-button sf-button--primary crafter-pay__submit" aria-disabled={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
