import { useId, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreCode } from '@storefront/store-config';
import { Notice, Spinner } from '@storefront/ui';
import type { CartApi } from '../api';
import type { CartActions, CartPending } from '../cart/cart.store';
import { createGangSheetModel } from './gang-sheet.store';
import { GangSheetPlan } from './gang-sheet-plan';

/**
 * "Build a gang sheet from my transfers", under the cart's lines while it holds DTF transfers:
 * folded until asked (the plan costs a request), then the server's plan, or its reason when there
 * is none. A disclosure: the button is the heading, and opens and closes the panel.
 */
export function GangSheetSection({ api, storeCode, pending, actions }: { api: Pick<CartApi, 'gangSheetPlan'>; storeCode: StoreCode; pending: CartPending | null; actions: CartActions }) {
  const [model] = useState(() => createGangSheetModel(api, storeCode, actions));
  const state = useStore(model.store);
  const headingId = useId();
  const panelId = useId();
  const loading = state.status === 'loading';

  return (
    <section className="cart-section cart-gang" aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className="cart-gang__heading">
        {/* aria-disabled, not disabled, while the plan is on its way: the focus stays on the button */}
        <button type="button" className="sf-button" aria-expanded={state.expanded} aria-controls={panelId} aria-disabled={loading || undefined} onClick={() => void model.actions.toggle()}>
          Build a gang sheet from my transfers
        </button>
      </h2>
      <p className="cart-muted cart-gang__intro">Your transfers packed onto 22-inch sheets, priced against buying them one by one.</p>
      <div id={panelId} className="cart-gang__panel" hidden={!state.expanded}>
        {loading ? <Spinner label="Building your gang sheets" visibleLabel /> : null}
        {state.status === 'failed' && state.error ? <Notice tone="error">{state.error}</Notice> : null}
        {state.plan ? <GangSheetPlan plan={state.plan} pending={pending} convertError={state.convertError} onConvert={() => void model.actions.convert()} /> : null}
      </div>
    </section>
  );
}
