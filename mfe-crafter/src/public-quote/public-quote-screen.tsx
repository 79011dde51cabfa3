import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { ScreenData } from '@storefront/contracts';
import { LoadFailed, Spinner } from '@storefront/ui';
import type { PublicQuoteApi } from './public-quote-api';
import { createPublicQuoteModel, firstPublicQuoteState, INVALID_LINK, type PublicQuoteOptions } from './public-quote.store';
import { PublicQuoteView } from './public-quote-view';

export interface PublicQuoteScreenProps {
  api: PublicQuoteApi;
  /** the link's `t` */
  token: string;
  initialData: ScreenData | null;
  options?: PublicQuoteOptions;
}

/**
 * /crafter/quote?t=: the inlined quote (rendered on the server too), else fetched; a missing,
 * malformed or unknown token says the link is not valid.
 */
export function PublicQuoteScreen({ api, token, initialData, options }: PublicQuoteScreenProps) {
  // made once per mount, from the inlined answer, so the first render already shows the quote
  const [model] = useState(() => createPublicQuoteModel(api, token, firstPublicQuoteState(token, initialData), options));
  const { status, quote, problem } = useStore(model.store);
  useEffect(() => {
    void model.start();
  }, [model]);

  if (status === 'ready' && quote) return <PublicQuoteView quote={quote} model={model} pdfUrl={`/api/crafter/public/quotes/${token}/pdf`} />;
  return (
    <section className="crafter-public" aria-labelledby="crafter-quote-title">
      <h1 id="crafter-quote-title">Your quote</h1>
      {status === 'invalid' ? <p className="crafter-status-message">{INVALID_LINK}</p> : null}
      {status === 'failed' ? <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} /> : null}
      {status === 'loading' ? (
        <div className="crafter-loading">
          <Spinner label="Loading your quote" visibleLabel />
        </div>
      ) : null}
    </section>
  );
}
