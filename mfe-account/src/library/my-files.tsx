import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { formatFileSize } from '@storefront/store-config';
import { AppLink, LoadFailed, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { formatDate } from '../format-date';
import { createLoader } from '../screen/loader.store';
import { Loading, SignInRedirect } from '../screen/load-states';

/**
 * "Uploads" on My Library: the files the shopper uploaded on the digital-assets pages (and the
 * print files of designs they sent to print), each with its picture, name, size and date. They are
 * managed (deleted, sent to print) on /digital-assets, which this links to.
 */
export function MyFiles({ api }: { api: AccountApi }) {
  const { code } = useShop();
  const [loader] = useState(() => createLoader(() => api.listAssetFiles()));
  const s = useStore(loader.store);
  useEffect(() => void loader.load(), [loader]);
  const manage = withStore('/digital-assets', code);

  let body;
  if (s.status === 'loading') body = <Loading label="Loading your files" />;
  else if (s.status === 'signed-out') body = <SignInRedirect />;
  else if (s.status !== 'ready') body = <LoadFailed className="acc-failed" message={`Your files could not be loaded. ${s.status === 'error' ? s.message : ''}`.trim()} onRetry={() => void loader.load()} />;
  else if (s.data.length === 0) {
    body = (
      <p>
        No files yet. <AppLink href={manage}>Upload artwork on the digital assets page</AppLink> to keep it here and send it to print.
      </p>
    );
  } else {
    body = (
      <>
        <ul className="acc-files" aria-label="Your uploaded files">
          {s.data.map((f) => (
            <li key={f.id} className="acc-files__item">
              <img src={f.url} alt="" width={56} height={56} loading="lazy" className="acc-files__thumb" />
              <span className="acc-files__name">{f.filename}</span>
              <span className="acc-files__meta">
                {formatFileSize(f.size, code)} · <time dateTime={f.created_at}>{formatDate(f.created_at, code)}</time>
              </span>
            </li>
          ))}
        </ul>
        <AppLink href={manage}>Manage your files and send them to print</AppLink>
      </>
    );
  }

  return (
    <section className="acc-my-files" aria-labelledby="acc-files-title" aria-busy={s.status === 'loading'}>
      <h2 id="acc-files-title">Uploads{s.status === 'ready' && s.data.length > 0 ? ` (${s.data.length})` : ''}</h2>
      {body}
    </section>
  );
}
