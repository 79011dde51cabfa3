import type { PublicQuote } from '@storefront/contracts';
import { QUOTE_STATE_LABELS } from '@storefront/contracts';
import { StoreProvider } from '@storefront/ui';
import { formatDay } from '../shared/format-day';
import { QuoteActions } from './quote-actions';
import { QuoteLines } from './quote-lines';
import { QuotePayments } from './quote-payments';
import { QuoteStatusMessage } from './quote-status-message';
import { QuoteSummary } from './quote-summary';
import type { PublicQuoteModel } from './public-quote.store';

/**
 * The quote as its customer sees it, in the quote's own store (prices and dates in its currency
 * and format): who it is from and for, the lines, the summary, the message, the payments made and
 * what may be done now, and the PDF. Two columns from 900 px, one on a phone.
 */
export function PublicQuoteView({ quote, model, pdfUrl }: { quote: PublicQuote; model: PublicQuoteModel; pdfUrl: string }) {
  const day = (d: string) => formatDay(d, quote.store);
  return (
    <StoreProvider store={quote.store}>
      <article className="crafter-public" aria-labelledby="crafter-quote-title">
        <header className="crafter-public__header">
          <p className="crafter-public__business">{quote.business.name}</p>
          <h1 id="crafter-quote-title">{quote.title}</h1>
          <p className="crafter-muted">
            Quote {quote.number} · For {quote.customer_name} · <span className="crafter-badge">{QUOTE_STATE_LABELS[quote.state]}</span>
          </p>
          <dl className="crafter-public__dates">
            <div>
              <dt>Issued</dt>
              <dd>{day(quote.issued_on)}</dd>
            </div>
            <div>
              <dt>Valid until</dt>
              <dd>{day(quote.valid_until)}</dd>
            </div>
            <div>
              <dt>Due</dt>
              <dd>{day(quote.due_on)}</dd>
            </div>
          </dl>
        </header>
        <QuoteStatusMessage quote={quote} />
        <div className="crafter-public__body">
          <div className="crafter-public__main">
            <QuoteLines lines={quote.lines} currency={quote.currency} />
            {quote.message ? (
              <section aria-labelledby="quote-message-title">
                <h2 id="quote-message-title">Message from {quote.business.name}</h2>
                <p className="crafter-message">{quote.message}</p>
              </section>
            ) : null}
          </div>
          <aside className="crafter-public__side" aria-label="Summary and payment">
            <QuoteSummary quote={quote} />
            <QuotePayments quote={quote} />
            <QuoteActions model={model} />
            <p>
              <a className="sf-button" href={pdfUrl} download>
                Download {quote.invoice_status ? 'invoice' : 'quote'} (PDF)
              </a>
            </p>
          </aside>
        </div>
      </article>
    </StoreProvider>
  );
}
