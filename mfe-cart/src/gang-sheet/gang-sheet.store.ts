import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GangSheetPlanResponse } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import type { CartApi } from '../api';
import type { CartActions } from '../cart/cart.store';

export interface GangSheetState {
  /** idle: not asked for yet (a plan costs a request); failed: the server's reason is in `error` */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** the panel under the button is open (the plan, the wait or the failure) */
  expanded: boolean;
  plan: GangSheetPlanResponse | null;
  error: string | null;
  /** the cart refused to put the transfers on sheets: its message, beside the button */
  convertError: string | null;
}

export interface GangSheetActions {
  /** asks for the plan the first time and after a failure; once it is here, shows or hides it without asking again */
  toggle(): Promise<void>;
  /** the transfers onto sheets through the cart's own change: one change at a time, the header told */
  convert(): Promise<void>;
}

export interface GangSheetModel {
  store: StoreApi<GangSheetState>;
  actions: GangSheetActions;
}

/**
 * One per mounted gang-sheet section, which the cart page keys by its DTF lines (`planKey`): a
 * plan is for the transfers it packed, and a change to them starts afresh.
 */
export function createGangSheetModel(api: Pick<CartApi, 'gangSheetPlan'>, storeCode: StoreCode, cart: Pick<CartActions, 'putOnGangSheets'>): GangSheetModel {
  const store = createStore<GangSheetState>(() => ({ status: 'idle', expanded: false, plan: null, error: null, convertError: null }));
  const { getState, setState } = store;

  const actions: GangSheetActions = {
    async toggle() {
      const { status, expanded } = getState();
      // a repeat press while the plan is on its way is ignored
      if (status === 'loading') return;
      if (status === 'ready') return setState({ expanded: !expanded });
      setState({ status: 'loading', expanded: true, error: null });
      try {
        const plan = await api.gangSheetPlan(storeCode);
        setState({ status: 'ready', plan });
      } catch (err) {
        // 404: the cart holds no transfers any more (another tab); the server words it
        setState({ status: 'failed', error: readFailure(err).message });
      }
    },

    async convert() {
      setState({ convertError: null });
      const outcome = await cart.putOnGangSheets();
      if (outcome.kind === 'refused') setState({ convertError: outcome.message });
    },
  };

  return { store, actions };
}
