import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProjectSummary } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import type { AccountApi } from '../api';
import { productFactsBySlug, type ProductFacts } from './product-facts';

export interface DesignsState {
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  projects: ProjectSummary[];
  /** how many projects the service keeps per shopper */
  limit: number;
  /** by product slug; read with productFactsOf, which names a missing one by its slug */
  products: Record<string, ProductFacts>;
  loadError: string | null;
  /** the whole list, not only the most recent few */
  expanded: boolean;
  /** the project the delete confirmation is open for */
  confirmingDelete: string | null;
  /** the project being deleted */
  busyId: string | null;
  /** a failed delete, shown above the list */
  listMessage: string | null;
  /** the last project deleted; a new object each time, so the screen can move focus after each */
  deleted: { name: string } | null;
}

export interface DesignsActions {
  load(): Promise<void>;
  showAll(): void;
  askDelete(id: string): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
}

async function knownProducts(api: AccountApi, store: StoreCode): Promise<Record<string, ProductFacts>> {
  try {
    return productFactsBySlug(await api.madeProducts(store));
  } catch {
    // titles are a nicety: without them each design still lists, its product named by slug
    return {};
  }
}

/** The signed-in shopper's saved design projects (GET/DELETE /api/made/design_projects); one per mounted list. */
export function createDesignsModel(api: AccountApi, store: StoreCode): { store: StoreApi<DesignsState>; actions: DesignsActions } {
  const model = createStore<DesignsState>(() => ({
    status: 'loading',
    projects: [],
    limit: 0,
    products: {},
    loadError: null,
    expanded: false,
    confirmingDelete: null,
    busyId: null,
    listMessage: null,
    deleted: null,
  }));
  const { getState, setState } = model;
  // only the newest load writes: a slow first answer cannot replace a retry's
  let latest = 0;

  const actions: DesignsActions = {
    async load() {
      const request = ++latest;
      setState({ status: 'loading', loadError: null });
      try {
        const { projects, limit } = await api.listDesignProjects();
        // most shoppers have none: ask for the titles only when there is something to name
        const products = projects.length ? await knownProducts(api, store) : {};
        if (request !== latest) return;
        setState({ status: 'ready', projects, limit, products });
      } catch (err) {
        if (request !== latest) return;
        const f = readFailure(err);
        // the session ended since the overview read it
        if (f.status === 401) setState({ status: 'signed-out' });
        else setState({ status: 'error', loadError: f.message });
      }
    },
    showAll() {
      setState({ expanded: true });
    },
    askDelete(id) {
      setState({ confirmingDelete: id, listMessage: null, deleted: null });
    },
    cancelDelete() {
      setState({ confirmingDelete: null });
    },
    async confirmDelete() {
      const { confirmingDelete: id, busyId, projects } = getState();
      const project = projects.find((p) => p.id === id);
      if (!project || busyId) return;
      setState({ confirmingDelete: null, busyId: project.id, listMessage: null, deleted: null });
      try {
        await api.deleteDesignProject(project.id);
      } catch (err) {
        const f = readFailure(err);
        if (f.status === 401) return setState({ busyId: null, status: 'signed-out' });
        // already gone (404) is what the shopper wanted; anything else keeps the row and says why
        if (f.status !== 404) return setState({ busyId: null, listMessage: `“${project.name}” was not deleted: ${f.message}` });
      }
      setState({ busyId: null, projects: getState().projects.filter((p) => p.id !== project.id), deleted: { name: project.name } });
    },
  };
  return { store: model, actions };
}
