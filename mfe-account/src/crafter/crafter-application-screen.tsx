import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, LoadFailed, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { createLoader } from '../screen/loader.store';
import { Loading, SignInRedirect } from '../screen/load-states';
import { CrafterApplicationForm } from './crafter-application-form';
import { crafterPortalUrl } from './crafter-application-address';
import { createCrafterApplicationModel } from './crafter-application.store';

/**
 * /account?apply=crafter: a signed-in shopper applies to become a crafter (issue 14). Approval is
 * immediate, so a sent application ends in the confirmation; someone who already is a crafter is
 * told so instead of seeing the form.
 */
export function CrafterApplicationScreen({ api }: { api: AccountApi }) {
  const { code } = useShop();
  const [loader] = useState(() => createLoader(() => api.roles()));
  const [model] = useState(() => createCrafterApplicationModel(api));
  const state = useStore(loader.store);
  const sending = useStore(model.store);
  useEffect(() => void loader.load(), [loader]);

  const accountLink = (label: string) => <AppLink href={withStore('/account', code)}>{label}</AppLink>;
  if (state.status === 'loading') return <Loading label="Loading your account" />;
  if (state.status === 'signed-out' || sending.signedOut) return <SignInRedirect />;
  if (state.status !== 'ready') {
    return <LoadFailed className="acc-failed" message={state.status === 'error' ? state.message : 'Your account could not be loaded.'} onRetry={() => void loader.load()} />;
  }
  if (sending.approved) {
    return (
      <ApplicationOutcome title="You’re a crafter now">
        <p>{sending.approved.business_name} is approved: quote and invoice your own customers from the crafter portal.</p>
        <AppLink href={crafterPortalUrl(code)}>Open the crafter portal</AppLink>
        {accountLink('Back to your account')}
      </ApplicationOutcome>
    );
  }
  if (state.data.includes('crafter')) {
    return (
      <ApplicationOutcome title="You’re already a crafter">
        <p>Your business is on file and approved.</p>
        <AppLink href={crafterPortalUrl(code)}>Open the crafter portal</AppLink>
        {accountLink('Back to your account')}
      </ApplicationOutcome>
    );
  }
  return (
    <section className="acc-page">
      <CrafterApplicationForm
        initialCountry={code === 'ca' ? 'CA' : 'US'}
        submitting={sending.submitting}
        fieldErrors={sending.fieldErrors}
        message={sending.message}
        onSubmit={(body) => void model.submit(body)}
        cancel={accountLink('Cancel')}
      />
    </section>
  );
}

/** A page that replaces the form: its heading takes focus, so a screen reader hears the outcome. */
function ApplicationOutcome({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="acc-page" aria-labelledby="acc-crafter-outcome">
      <h1 id="acc-crafter-outcome" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
