import { useStore } from 'zustand';
import type { PublicQuote } from '@storefront/contracts';
import { AuthenticationDialog, Notice, Price } from '@storefront/ui';
import { formatDay } from '../shared/format-day';
import { DeclineForm } from './decline-form';
import { PaymentForm } from './payment-form';
import type { PublicQuoteModel, QuoteOutcome } from './public-quote.store';

function OutcomeNotice({ outcome, quote }: { outcome: QuoteOutcome; quote: PublicQuote }) {
  const money = (amount: number) => <Price money={{ amount, currency: quote.currency }} />;
  const due = formatDay(quote.due_on, quote.store);
  switch (outcome.kind) {
    case 'deposit-paid':
      return (
        <Notice tone="success">
          <p>
            <strong>Deposit paid:</strong> {money(outcome.amount)}. Thank you!
          </p>
          {quote.balance_due > 0 ? (
            <p>
              Still due: {money(quote.balance_due)} by {due}.
            </p>
          ) : null}
        </Notice>
      );
    case 'accepted':
      return (
        <Notice tone="success">
          <p>
            <strong>Quote accepted.</strong> {quote.balance_due > 0 ? <>Due: {money(quote.balance_due)} by {due}.</> : 'Thank you!'}
          </p>
        </Notice>
      );
    case 'balance-paid':
      return (
        <Notice tone="success">
          <p>
            <strong>Payment received:</strong> {money(outcome.amount)}. {quote.balance_due > 0 ? <>Still due: {money(quote.balance_due)}.</> : 'Paid in full. Thank you!'}
          </p>
        </Notice>
      );
    case 'declined':
      return (
        <Notice tone="info">
          <p>You declined this quote. {quote.business.name} has been told.</p>
        </Notice>
      );
  }
}

/** What the customer may do now: accept (paying the deposit), decline, or pay the balance, and answer their bank's check when a card asks for one. */
export function QuoteActions({ model }: { model: PublicQuoteModel }) {
  const { quote, busy, actionError, cardErrors, outcome } = useStore(model.store);
  if (!quote) return null;
  const money = (amount: number) => <Price money={{ amount, currency: quote.currency }} />;
  const due = formatDay(quote.due_on, quote.store);
  const deposit = quote.totals.deposit.amount;
  return (
    <div className="crafter-public__actions">
      {outcome ? <OutcomeNotice outcome={outcome} quote={quote} /> : null}
      {actionError ? <Notice tone="error">{actionError}</Notice> : null}
      {quote.can_accept && deposit > 0 ? (
        <PaymentForm
          title="Accept and pay deposit"
          description={
            <p>
              Pay the deposit of {money(deposit)} now to accept this quote. The balance of {money(quote.totals.balance.amount)} is due by {due}.
            </p>
          }
          submitLabel="Accept and pay deposit"
          busyLabel="Paying…"
          busy={busy === 'accept'}
          cardErrors={cardErrors}
          onPay={(card) => void model.accept(card)}
          onInvalid={model.rejectCard}
        />
      ) : null}
      {quote.can_accept && deposit === 0 ? (
        <section className="crafter-pay" aria-labelledby="quote-accept-title">
          <h2 id="quote-accept-title">Accept this quote</h2>
          <p className="crafter-muted">
            No deposit is needed. The total of {money(quote.totals.total)} is due by {due}.
          </p>
          <button type="button" className="sf-button sf-button--primary" aria-disabled={busy === 'accept' || undefined} onClick={() => void model.accept(null)}>
            {busy === 'accept' ? 'Accepting…' : 'Accept quote'}
          </button>
        </section>
      ) : null}
      {quote.can_accept ? <DeclineForm busy={busy === 'decline'} disabled={busy !== null && busy !== 'decline'} onDecline={(reason) => void model.decline(reason)} /> : null}
      {quote.can_pay_balance ? (
        <PaymentForm
          title="Pay the balance"
          description={
            <p>
              Balance due: {money(quote.balance_due)} by {due}.
            </p>
          }
          submitLabel="Pay balance"
          busyLabel="Paying…"
          busy={busy === 'pay'}
          cardErrors={cardErrors}
          onPay={(card) => void model.payBalance(card)}
          onInvalid={model.rejectCard}
        />
      ) : null}
      <AuthenticationDialog challenge={quote.authentication?.message ?? null} busy={busy === 'authenticate'} onAnswer={(result) => void model.answer(result)} />
    </div>
  );
}
