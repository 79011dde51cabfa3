import { createStore, type StoreApi } from 'zustand/vanilla';
import { ACCEPTED_QUOTE_STATES, type CrafterOrderLinkBody, type CrafterOrdersResponse } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { CrafterApi } from '../api';
import { createListModel, type ListModel } from '../shared/list.store';

/** A customer offered in an order's select. */
export interface CustomerChoice {
  id: string;
  name: string;
}

/** An accepted quote offered in an order's select, with its customer (to preselect) when it has one. */
export interface QuoteChoice {
  id: string;
  number: string;
  title: string;
  customer: CustomerChoice | null;
}


export interface OrderSave {
  saving: boolean;
  /** the refusal as a sentence (announced) */
  message: string | null;
  /** the service's errors per field ("customer_id", "quote_id") */
  fieldErrors: Record<string, string[]>;
}

export interface OrdersState {
  /** what every order's selects offer: the first page of customers and of each orderable state's quotes */
  choices: { customers: CustomerChoice[]; quotes: QuoteChoice[] } | null;
  choicesProblem: string | null;
  /** per order number, the last save's state (absent: never saved here) */
  saves: Record<string, OrderSave>;
  /** the number of the order just saved, for its polite "Order R123 saved." */
  saved: string | null;
}

export interface OrdersModel {
  list: ListModel<{ page: number }, CrafterOrdersResponse>;
  store: StoreApi<OrdersState>;
  loadChoices(): Promise<void>;
  save(number: string, body: CrafterOrderLinkBody): Promise<void>;
}

const IDLE: OrderSave = { saving: false, message: null, fieldErrors: {} };

/**
 * The store orders tab: the list (pages of 20), the customers and quotes to choose from, and each
 * order's save. One per mounted tab. A saved order is replaced by the service's answer in place, so
 * the page is not read again and the crafter's place in it stays.
 */
export function createOrdersModel(api: CrafterApi): OrdersModel {
  const list = createListModel((p: { page: number }) => api.orders(p.page), { page: 1 });
  const store = createStore<OrdersState>(() => ({ choices: null, choicesProblem: null, saves: {}, saved: null }));
  const { getState, setState } = store;
  const setSave = (number: string, save: OrderSave) => setState({ saves: { ...getState().saves, [number]: save } });

  return {
    list,
    store,
    async loadChoices() {
      setState({ choicesProblem: null });
      try {
        const [customers, ...quotePages] = await Promise.all([api.customers({ page: 1 }), ...ACCEPTED_QUOTE_STATES.map((state) => api.quotes({ state, page: 1 }))]);
        setState({
          choices: {
            customers: customers.customers.map(({ id, name }) => ({ id, name })),
            quotes: quotePages.flatMap((p) =>
              p.quotes.map(({ id, number, title, customer }) => ({ id, number, title, customer: customer?.id ? { id: customer.id, name: customer.name } : null })),
            ),
          },
        });
      } catch (err) {
        setState({ choicesProblem: readFailure(err).message });
      }
    },
    async save(number, body) {
      if (getState().saves[number]?.saving) return;
      setState({ saved: null });
      setSave(number, { ...IDLE, saving: true });
      try {
        const order = await api.linkOrder(number, body);
        const { data } = list.store.getState();
        if (data) list.store.setState({ data: { ...data, orders: data.orders.map((o) => (o.number === number ? order : o)) } });
        setSave(number, IDLE);
        setState({ saved: number });
      } catch (err) {
        const f = readFailure(err);
        const hasFields = Object.keys(f.fieldErrors).length > 0;
        setSave(number, { saving: false, fieldErrors: f.fieldErrors, message: hasFields ? `${f.message} Please correct the choices marked below.` : f.message });
      }
    },
  };
}
