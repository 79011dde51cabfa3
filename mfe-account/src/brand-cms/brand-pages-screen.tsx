import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, LoadFailed, Notice, useShop } from '@storefront/ui';
import { formatDate } from '../format-date';
import { createLoader } from '../screen/loader.store';
import { Loading, SignInRedirect } from '../screen/load-states';
import type { BrandCmsApi } from './brand-cms-api';
import { BrandPageEditor } from './brand-page-editor';
import { roleGated } from './role-gated';

/** /account/brand-pages: the brands this manager (or staff) edits; `?brand=` opens one's editor. */
export function BrandPagesScreen({ cms, search }: { cms: BrandCmsApi; search: string }) {
  const slug = new URLSearchParams(search).get('brand');
  return slug ? <BrandPageEditor key={slug} cms={cms} slug={slug} /> : <ManagedBrands cms={cms} />;
}

function ManagedBrands({ cms }: { cms: BrandCmsApi }) {
  const { code } = useShop();
  const [loader] = useState(() => createLoader(() => roleGated(() => cms.managedBrands())));
  const s = useStore(loader.store);
  useEffect(() => void loader.load(), [loader]);

  if (s.status === 'loading') return <Loading label="Loading your brand pages" />;
  if (s.status === 'signed-out') return <SignInRedirect />;
  let body;
  if (s.status !== 'ready') body = <LoadFailed className="acc-failed" message={s.status === 'error' ? s.message : 'Your brand pages could not be loaded.'} onRetry={() => void loader.load()} />;
  else if (!s.data.allowed) body = <Notice tone="info">{s.data.message} Brand pages are edited by their brands’ managers and by staff.</Notice>;
  else if (s.data.value.length === 0) body = <p>No brand is assigned to you yet: staff assign brands to their managers.</p>;
  else
    body = (
      <ul className="cms-brands">
        {s.data.value.map((b) => (
          <li key={b.slug} className="cms-brands__item">
            <AppLink href={withStore(`/account/brand-pages?brand=${encodeURIComponent(b.slug)}`, code)} className="cms-brands__name">
              {b.name}
            </AppLink>
            <span className="acc-muted">{b.published_at ? `Live since ${formatDate(b.published_at, code)}` : 'Not published yet'}</span>
            {b.pending ? <span className="cms-badge">Waiting for staff</span> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <section className="acc-page" aria-labelledby="cms-brands-title">
      <h1 id="cms-brands-title">Brand pages</h1>
      <p className="acc-muted">Edit a brand’s banner, story and featured products, then ask staff to publish them.</p>
      {body}
    </section>
  );
}
