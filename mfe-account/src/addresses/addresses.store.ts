import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AddressBody, SavedAddress } from '@storefront/contracts';
import type { AccountApi } from '../api';
import { readFailure } from '@storefront/http';

export type Editor = { mode: 'new' } | { mode: 'edit'; id: string } | null;

export interface AddressesState {
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  addresses: SavedAddress[];
  loadError: string | null;
  editor: Editor;
  saving: boolean;
  /** the form's server errors: per field (400/422 fieldErrors) and overall */
  fieldErrors: Record<string, string[]>;
  formMessage: string | null;
  /** the address the delete confirmation is open for */
  confirmingDelete: string | null;
  /** an address being deleted or made default */
  busyId: string | null;
  /** a delete or make-default failure, shown above the list */
  listMessage: string | null;
}

export interface AddressesActions {
  load(): Promise<void>;
  startNew(): void;
  startEdit(id: string): void;
  closeEditor(): void;
  save(body: AddressBody): Promise<void>;
  askDelete(id: string): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
  makeDefault(id: string): Promise<void>;
}

/** The fields of a saved address as the full-replace PUT body. */
export function bodyOf(a: SavedAddress): AddressBody {
  const { name, line1, line2, city, region, postal_code, country, phone, is_default } = a;
  return { name, line1, line2, city, region, postal_code, country, phone, is_default };
}

/** The address book of the signed-in shopper (GET/POST/PUT/DELETE addresses); guests hit 401 → signed-out. */
export function createAddressesModel(api: AccountApi): { store: StoreApi<AddressesState>; actions: AddressesActions } {
  const store = createStore<AddressesState>(() => ({
    status: 'loading',
    addresses: [],
    loadError: null,
    editor: null,
    saving: false,
    fieldErrors: {},
    formMessage: null,
    confirmingDelete: null,
    busyId: null,
    listMessage: null,
  }));
  const { getState, setState } = store;

  const refresh = async () => {
    try {
      setState({ addresses: await api.listAddresses(), status: 'ready', loadError: null });
    } catch (err) {
      const f = readFailure(err);
      if (f.status === 401) setState({ status: 'signed-out' });
      else setState({ status: 'error', loadError: f.message });
    }
  };

  const actions: AddressesActions = {
    async load() {
      setState({ status: 'loading' });
      await refresh();
    },
    startNew() {
      setState({ editor: { mode: 'new' }, fieldErrors: {}, formMessage: null });
    },
    startEdit(id) {
      setState({ editor: { mode: 'edit', id }, fieldErrors: {}, formMessage: null });
    },
    closeEditor() {
      setState({ editor: null, fieldErrors: {}, formMessage: null });
    },
    async save(body) {
      const { editor, saving } = getState();
      if (!editor || saving) return;
      setState({ saving: true, fieldErrors: {}, formMessage: null });
      try {
        if (editor.mode === 'new') await api.createAddress(body);
        else await api.updateAddress(editor.id, body);
        setState({ saving: false, editor: null });
        // the server decides the order and which one is default: read the list back
        await refresh();
      } catch (err) {
        const f = readFailure(err);
        if (f.status === 401) return setState({ saving: false, status: 'signed-out' });
        const hasFields = Object.keys(f.fieldErrors).length > 0;
        setState({
          saving: false,
          fieldErrors: f.fieldErrors,
          formMessage: hasFields ? 'Please correct the fields marked below.' : f.status === 404 ? 'This address no longer exists.' : f.message,
        });
      }
    },
    askDelete(id) {
      setState({ confirmingDelete: id, listMessage: null });
    },
    cancelDelete() {
      setState({ confirmingDelete: null });
    },
    async confirmDelete() {
      const id = getState().confirmingDelete;
      if (!id || getState().busyId) return;
      setState({ confirmingDelete: null, busyId: id, listMessage: null });
      try {
        await api.deleteAddress(id);
      } catch (err) {
        const f = readFailure(err);
        if (f.status === 401) return setState({ busyId: null, status: 'signed-out' });
        // already gone (404) is what the shopper wanted; anything else is said
        if (f.status !== 404) setState({ listMessage: f.message });
      }
      setState({ busyId: null });
      await refresh();
    },
    async makeDefault(id) {
      const address = getState().addresses.find((a) => a.id === id);
      if (!address || getState().busyId) return;
      setState({ busyId: id, listMessage: null });
      try {
        await api.updateAddress(id, { ...bodyOf(address), is_default: true });
      } catch (err) {
        const f = readFailure(err);
        if (f.status === 401) return setState({ busyId: null, status: 'signed-out' });
        setState({ listMessage: f.message });
      }
      setState({ busyId: null });
      await refresh();
    },
  };
  return { store, actions };
}
