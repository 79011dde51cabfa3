import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CrafterCustomer, CrafterCustomerBody } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { CrafterApi } from '../api';

export type CustomerEditor = { mode: 'new' } | { mode: 'edit'; customer: CrafterCustomer } | null;

export interface CustomersState {
  editor: CustomerEditor;
  saving: boolean;
  /** the form's server errors per field ("email", "addresses.0.postal_code") */
  fieldErrors: Record<string, string[]>;
  /** the form's failure as a sentence (announced) */
  formMessage: string | null;
  /** the customer the delete question is open for */
  confirmingDelete: CrafterCustomer | null;
  deleting: boolean;
  deleteError: string | null;
  /** what just happened to the list ("Saved Ada Lovelace."), announced politely */
  done: string | null;
}

export interface CustomersModel {
  store: StoreApi<CustomersState>;
  startNew(): void;
  startEdit(customer: CrafterCustomer): void;
  closeEditor(): void;
  save(body: CrafterCustomerBody): Promise<void>;
  askDelete(customer: CrafterCustomer): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
}

/**
 * The customers tab's writes (the list is a list model of its own, read again after each write);
 * one per mounted tab. Field errors of a 400/422 are kept per field for the form to show.
 */
export function createCustomersModel(api: CrafterApi, reload: () => Promise<void>): CustomersModel {
  const store = createStore<CustomersState>(() => ({
    editor: null,
    saving: false,
    fieldErrors: {},
    formMessage: null,
    confirmingDelete: null,
    deleting: false,
    deleteError: null,
    done: null,
  }));
  const { getState, setState } = store;
  return {
    store,
    startNew() {
      setState({ editor: { mode: 'new' }, fieldErrors: {}, formMessage: null, done: null });
    },
    startEdit(customer) {
      setState({ editor: { mode: 'edit', customer }, fieldErrors: {}, formMessage: null, done: null });
    },
    closeEditor() {
      setState({ editor: null, fieldErrors: {}, formMessage: null });
    },
    async save(body) {
      const { editor, saving } = getState();
      if (!editor || saving) return;
      setState({ saving: true, fieldErrors: {}, formMessage: null });
      try {
        const saved = editor.mode === 'new' ? await api.createCustomer(body) : await api.updateCustomer(editor.customer.id, body);
        setState({ saving: false, editor: null, done: `Saved ${saved.name}.` });
        await reload();
      } catch (err) {
        const f = readFailure(err);
        const hasFields = Object.keys(f.fieldErrors).length > 0;
        setState({
          saving: false,
          fieldErrors: f.fieldErrors,
          formMessage: hasFields ? `${f.message} Please correct the fields marked below.` : f.status === 404 ? 'This customer no longer exists.' : f.message,
        });
      }
    },
    askDelete(customer) {
      setState({ confirmingDelete: customer, deleteError: null, done: null });
    },
    cancelDelete() {
      if (!getState().deleting) setState({ confirmingDelete: null, deleteError: null });
    },
    async confirmDelete() {
      const customer = getState().confirmingDelete;
      if (!customer || getState().deleting) return;
      setState({ deleting: true, deleteError: null });
      try {
        await api.deleteCustomer(customer.id);
      } catch (err) {
        const f = readFailure(err);
        // already gone (404) is what the crafter wanted; anything else is said in the dialog
        if (f.status !== 404) return setState({ deleting: false, deleteError: f.message });
      }
      const { editor } = getState();
      setState({
        deleting: false,
        confirmingDelete: null,
        done: `Deleted ${customer.name}.`,
        ...(editor?.mode === 'edit' && editor.customer.id === customer.id ? { editor: null } : {}),
      });
      await reload();
    },
  };
}
