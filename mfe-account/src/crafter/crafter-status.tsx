import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, LoadFailed, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { createLoader } from '../screen/loader.store';
import { Loading } from '../screen/load-states';
import { crafterApplicationUrl, crafterPortalUrl } from './crafter-application-address';

/**
 * The overview's crafter section: "Crafter" for a crafter, else the way to become one. It loads
 * its own roles, so a failure here leaves the rest of the overview standing; the same roles say
 * whether the account also edits brand pages or handles their publish requests.
 */
export function CrafterStatus({ api }: { api: AccountApi }) {
  const { code } = useShop();
  const [loader] = useState(() => createLoader(() => api.roles()));
  const state = useStore(loader.store);
  useEffect(() => void loader.load(), [loader]);

  let body;
  if (state.status === 'loading') body = <Loading label="Loading your crafter status" />;
  else if (state.status !== 'ready') {
    body = <LoadFailed className="acc-failed" message={state.status === 'error' ? state.message : 'Your crafter status could not be loaded.'} onRetry={() => void loader.load()} />;
  } else if (state.data.includes('crafter')) {
    body = (
      <>
        <p>
          Status: <span className="acc-badge">Crafter</span>
        </p>
        <AppLink href={crafterPortalUrl(code)}>Open the crafter portal</AppLink>
      </>
    );
  } else {
    body = (
      <>
        <p>Run a print business? Quote and invoice your own customers with a crafter account.</p>
        <AppLink href={crafterApplicationUrl(code)}>Become a crafter</AppLink>
      </>
    );
  }
  const roles = state.status === 'ready' ? state.data : [];
  const editsBrands = roles.includes('brand_page_manager') || roles.includes('staff');
  return (
    <>
      <section aria-labelledby="acc-crafter-title">
        <h2 id="acc-crafter-title">Crafter</h2>
        {body}
      </section>
      {editsBrands ? (
        <nav className="acc-links" aria-label="Store work">
          <AppLink href={withStore('/account/brand-pages', code)}>Brand pages</AppLink>
          {roles.includes('staff') ? <AppLink href={withStore('/account/publish-requests', code)}>Publish requests</AppLink> : null}
          {roles.includes('staff') ? <AppLink href={withStore('/account/moderation', code)}>Moderation</AppLink> : null}
          {roles.includes('staff') ? <AppLink href={withStore('/account/content', code)}>Help and content pages</AppLink> : null}
        </nav>
      ) : null}
    </>
  );
}
