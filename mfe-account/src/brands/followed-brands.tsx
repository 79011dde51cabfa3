import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { brandUrl } from '@storefront/routing';
import { AppLink, LoadFailed, Notice, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { Loading, SignInRedirect } from '../screen/load-states';
import { createFollowedBrandsModel } from './followed-brands.store';

/** "Brands you follow" (issue 15): each brand's page, and Unfollow. Followed from a brand page. */
export function FollowedBrands({ api }: { api: AccountApi }) {
  const { code } = useShop();
  const [model] = useState(() => createFollowedBrandsModel(api));
  const s = useStore(model.store);
  useEffect(() => void model.load(), [model]);

  let body;
  if (s.status === 'loading') body = <Loading label="Loading the brands you follow" />;
  else if (s.status === 'signed-out') body = <SignInRedirect />;
  else if (s.status === 'error') body = <LoadFailed className="acc-failed" message={s.message ?? 'Your brands could not be loaded.'} onRetry={() => void model.load()} />;
  else
    body = (
      <>
        {s.unfollowed ? <Notice tone="success">You no longer follow {s.unfollowed.name}.</Notice> : null}
        {s.message ? <Notice tone="error">{s.message}</Notice> : null}
        {s.brands.length === 0 ? (
          <p>You do not follow any brand yet. Press Follow on a brand’s page to keep it here.</p>
        ) : (
          <ul className="acc-brands">
            {s.brands.map((b) => (
              <li key={b.slug} className="acc-brands__item">
                <AppLink href={brandUrl(b.slug, code)}>{b.name}</AppLink>
                <button type="button" className="sf-button sf-button--small" aria-busy={s.busy === b.slug || undefined} onClick={() => void model.unfollow(b.slug)}>
                  Unfollow {b.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  return (
    <section aria-labelledby="acc-brands-title">
      <h2 id="acc-brands-title">Brands you follow</h2>
      {body}
    </section>
  );
}
