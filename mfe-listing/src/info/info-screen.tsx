import { useEffect } from 'react';
import { useStore } from 'zustand';
import { INFO_PAGES, type InfoPage } from '@storefront/routing';
import { pageTitle } from '@storefront/store-config';
import { LoadFailed, Spinner, useDocumentTitle, useShop } from '@storefront/ui';
import { useArea } from '../area-context';
import { NotFound } from '../not-found/not-found';
import { ContentBody } from './content-body';
import { contentKey, loadContent } from './content.store';

/**
 * The store's content pages (help, FAQ, shipping, returns, careers …): their title and text are
 * stored per store in the database and rendered by the catalog, so staff change them without a
 * release; figures such as prices and cutoffs are the ones the checkout applies.
 */
export function InfoScreen({ page }: { page: InfoPage }) {
  const { content, api } = useArea();
  const { code } = useShop();
  const entry = useStore(content, (s) => s.pages[contentKey(code, page)]);
  useDocumentTitle(pageTitle(entry?.status === 'ready' ? entry.page.title : INFO_PAGES[page]));

  useEffect(() => {
    void loadContent(content, api, code, page);
  }, [content, api, code, page]);

  if (entry?.status === 'not-found') return <NotFound />;
  if (entry?.status === 'error') {
    return (
      <LoadFailed className="mfl-error" message={`We couldn't load this page: ${entry.error}`} onRetry={() => void loadContent(content, api, code, page, { force: true })} />
    );
  }
  if (entry?.status !== 'ready') {
    return (
      <div className="mfl-info" aria-busy="true">
        <Spinner label="Loading" />
      </div>
    );
  }
  return (
    <article className="mfl-info" aria-labelledby="mfl-info-title">
      <h1 id="mfl-info-title" className="mfl-info__title">
        {entry.page.title}
      </h1>
      <ContentBody html={entry.page.html} />
    </article>
  );
}
