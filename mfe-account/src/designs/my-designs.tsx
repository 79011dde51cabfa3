import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, ConfirmDialog, LoadFailed, Notice, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { Loading, SignInRedirect } from '../screen/load-states';
import { DesignCard } from './design-card';
import { createDesignsModel } from './designs.store';
import { productFactsOf } from './product-facts';

/** The most recent designs shown before "Show all": the overview stays short for shoppers with many. */
export const RECENT_DESIGNS = 6;

/**
 * "My designs" on the account overview: the shopper's saved design-lab projects, each reopened in
 * the design lab or deleted after a confirmation. Mounted once the overview knows the shopper is
 * signed in, so a guest never asks for projects; it loads on its own, so a failure here leaves the
 * rest of the overview standing.
 */
export function MyDesigns({ api }: { api: AccountApi }) {
  const { code } = useShop();
  const [{ store, actions }] = useState(() => createDesignsModel(api, code));
  const s = useStore(store);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => void actions.load(), [actions]);
  // the deleted row took its Delete button (where the dialog had put focus back) with it
  useEffect(() => {
    if (s.deleted) heading.current?.focus();
  }, [s.deleted]);

  const confirming = s.projects.find((p) => p.id === s.confirmingDelete);
  const shown = s.expanded ? s.projects : s.projects.slice(0, RECENT_DESIGNS);

  let body;
  if (s.status === 'loading') body = <Loading label="Loading your designs" />;
  else if (s.status === 'signed-out') body = <SignInRedirect />;
  else if (s.status === 'error') body = <LoadFailed className="acc-failed" message={s.loadError ?? 'Your designs could not be loaded.'} onRetry={() => void actions.load()} />;
  else if (s.projects.length === 0) {
    body = (
      <>
        {s.deleted ? <Notice tone="success">“{s.deleted.name}” was deleted.</Notice> : null}
        <p>You have no saved designs yet. Designs you make in the design lab are kept here to reopen later.</p>
        <AppLink href={withStore('/design-lab/start', code)}>Start a design</AppLink>
      </>
    );
  } else {
    body = (
      <>
        <p className="acc-muted">
          {s.projects.length} of {s.limit} designs saved
        </p>
        {s.listMessage ? <Notice tone="error">{s.listMessage}</Notice> : null}
        {s.deleted ? <Notice tone="success">“{s.deleted.name}” was deleted.</Notice> : null}
        <ul className="acc-designs">
          {shown.map((p) => (
            <DesignCard key={p.id} project={p} product={productFactsOf(s.products, p.product)} busy={s.busyId === p.id} onDelete={() => actions.askDelete(p.id)} />
          ))}
        </ul>
        {shown.length < s.projects.length ? (
          <button type="button" className="sf-button" onClick={actions.showAll}>
            Show all {s.projects.length} designs
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section className="acc-my-designs" aria-labelledby="acc-designs-title">
      <h2 id="acc-designs-title" ref={heading} tabIndex={-1}>
        My designs
      </h2>
      {body}
      <ConfirmDialog
        open={Boolean(confirming)}
        title="Delete this design?"
        description={
          confirming
            ? `“${confirming.name}” (${productFactsOf(s.products, confirming.product).title}) will be deleted from your account. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete design"
        cancelLabel="Keep it"
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
    </section>
  );
}
