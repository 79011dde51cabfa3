import { fieldBinder, TextField } from '@storefront/ui';
import type { CardErrors, CardForm } from './card-form';
import { TEST_CARD_NUMBERS } from './quote-words';

/** Card number, expiry month and year, CVC: labelled, their errors tied to them. */
export function CardFields({ card, errors, onChange }: { card: CardForm; errors: CardErrors; onChange(card: CardForm): void }) {
  const bind = fieldBinder(card, errors, (name, value) => onChange({ ...card, [name]: value }));
  return (
    <fieldset className="crafter-fieldset crafter-card">
      <legend>Card</legend>
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" {...bind('number')} />
      <div className="crafter-card__row">
        <TextField label="Expiry month" inputMode="numeric" autoComplete="cc-exp-month" maxLength={2} placeholder="MM" {...bind('month')} />
        <TextField label="Expiry year" inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} placeholder="YY" {...bind('year')} />
        <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...bind('cvc')} />
      </div>
      <details className="crafter-test-cards">
        <summary>Test cards</summary>
        <p>This store takes test payments only. Use any future expiry date and any 3-digit CVC.</p>
        <ul>
          <li>
            <code>{TEST_CARD_NUMBERS.success}</code> succeeds
          </li>
          <li>
            <code>{TEST_CARD_NUMBERS.declined}</code> is declined
          </li>
        </ul>
      </details>
    </fieldset>
  );
}
