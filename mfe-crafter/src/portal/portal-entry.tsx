import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { HttpClient } from '@storefront/http';
import { signInUrl, withStore } from '@storefront/routing';
import { AppLink, LoadFailed, useLocation, useShop } from '@storefront/ui';
import { createCrafterApi, type FetchBytes } from '../api';
import { createMeModel } from './me.store';
import { PortalProvider } from './portal-context';
import { PortalFrame, PortalLoading } from './portal-frame';
import { PortalScreen } from './portal-screen';

/** The application form is the account screen with a query (mfe-account's crafter-application-address.ts). */
const CRAFTER_APPLICATION = '/account?apply=crafter';

/**
 * The portal chunk's entry: its calls, then who the crafter is. A guest is asked to sign in, a
 * signed-in user without the crafter role is sent to the application on the account page.
 */
export function PortalEntry({ http, fetchFile }: { http: HttpClient; fetchFile?: FetchBytes }) {
  const api = useMemo(() => createCrafterApi(http, fetchFile), [http, fetchFile]);
  const [model] = useState(() => createMeModel(api));
  const state = useStore(model.store);
  const { code } = useShop();
  const { pathname, search } = useLocation();
  useEffect(() => void model.load(), [model]);
  const me = state.status === 'ready' ? state.me : null;
  const portal = useMemo(() => (me ? { api, me, routeStore: code } : null), [api, me, code]);

  if (portal) {
    return (
      <PortalProvider portal={portal}>
        <PortalScreen />
      </PortalProvider>
    );
  }
  return (
    <PortalFrame title="Crafter portal">
      {state.status === 'loading' ? <PortalLoading /> : null}
      {state.status === 'failed' ? <LoadFailed message={state.problem} onRetry={() => void model.load()} /> : null}
      {state.status === 'sign-in' ? (
        <div className="crafter-gate">
          <p>Sign in to use the crafter portal.</p>
          <AppLink className="sf-button sf-button--primary" href={signInUrl(code, `${pathname}${search}`)}>
            Sign in
          </AppLink>
        </div>
      ) : null}
      {state.status === 'not-crafter' ? (
        <div className="crafter-gate">
          <p>Your account is not a crafter account yet.</p>
          <p className="crafter-muted">Crafters quote and invoice their own customers. The application is on your account page.</p>
          <AppLink className="sf-button sf-button--primary" href={withStore(CRAFTER_APPLICATION, code)}>
            Apply on your account page
          </AppLink>
        </div>
      ) : null}
    </PortalFrame>
  );
}
