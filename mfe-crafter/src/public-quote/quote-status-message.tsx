import type { PublicQuote } from '@storefront/contracts';
import { formatMoney } from '@storefront/store-config';
import { formatDay } from '../shared/format-day';

/**
 * What the customer can no longer (or not yet) do, in a sentence: null while the page offers an
 * action (accept, pay the balance).
 */
export function statusSentence(quote: PublicQuote): string | null {
  const money = (amount: number) => formatMoney(amount, quote.store);
  const { business } = quote;
  switch (quote.state) {
    case 'declined':
      return 'You declined this quote.';
    case 'expired':
      return `This quote has expired: it was valid until ${formatDay(quote.valid_until, quote.store)}. Ask ${business.name} (${business.email}) for a new one.`;
    case 'completed':
      return 'This order is complete. Thank you!';
    case 'draft':
      return `${business.name} is changing this quote. You will get a new link when it is ready.`;
    case 'proposed':
      return quote.can_accept ? null : `This quote cannot be accepted right now. Please contact ${business.name} (${business.email}).`;
    case 'accepted':
    case 'invoiced':
      if (quote.can_pay_balance) return null;
      if (quote.balance_due === 0) return 'Paid in full. Thank you!';
      return `You accepted this quote. ${money(quote.balance_due)} is still due by ${formatDay(quote.due_on, quote.store)}; it cannot be paid online right now.`;
  }
}

export function QuoteStatusMessage({ quote }: { quote: PublicQuote }) {
  const sentence = statusSentence(quote);
  return sentence ? <p className="crafter-status-message">{sentence}</p> : null;
}
