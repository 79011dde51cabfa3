// One brand page's editor: the view from the catalog, the form being edited, and the calls that
// save it, ask staff to publish it, or withdraw the request. Field errors come from the service.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { BRAND_FEATURED_MAX, type BrandPageDraft, type BrandPageEditorView } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { BrandCmsApi } from './brand-cms-api';

export interface BrandEditorState {
  status: 'loading' | 'ready' | 'signed-out' | 'forbidden' | 'not-found' | 'error';
  view: BrandPageEditorView | null;
  form: BrandPageDraft;
  /** the form differs from the saved draft */
  dirty: boolean;
  busy: boolean;
  fieldErrors: Partial<Record<'headline' | 'story' | 'featured' | 'note', string[]>>;
  /** what the last action said: success, or the service's refusal */
  message: { tone: 'success' | 'error'; text: string } | null;
}

export interface BrandEditor {
  store: StoreApi<BrandEditorState>;
  load(): Promise<void>;
  edit(change: Partial<BrandPageDraft>): void;
  /** adds a product by slug at the end; answers why not when it cannot */
  addFeatured(slug: string): string | null;
  moveFeatured(index: number, by: -1 | 1): void;
  removeFeatured(index: number): void;
  save(): Promise<void>;
  requestPublish(note: string): Promise<void>;
  withdraw(): Promise<void>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMPTY: BrandPageDraft = { headline: '', story: '', featured: [] };

export function createBrandEditor(cms: BrandCmsApi, slug: string): BrandEditor {
  const store = createStore<BrandEditorState>(() => ({ status: 'loading', view: null, form: EMPTY, dirty: false, busy: false, fieldErrors: {}, message: null }));
  const fromView = (view: BrandPageEditorView) => ({ view, form: { ...view.draft, featured: [...view.draft.featured] }, dirty: false, fieldErrors: {} });
  const edit = (change: Partial<BrandPageDraft>) => store.setState((s) => ({ form: { ...s.form, ...change }, dirty: true, message: null }));
  const failed = (err: unknown) => {
    const f = readFailure(err);
    if (f.status === 401) return store.setState({ status: 'signed-out', busy: false });
    store.setState({ busy: false, fieldErrors: (f.fieldErrors ?? {}) as BrandEditorState['fieldErrors'], message: { tone: 'error', text: f.message } });
  };

  return {
    store,
    async load() {
      store.setState({ status: 'loading' });
      try {
        store.setState({ status: 'ready', ...fromView(await cms.editor(slug)) });
      } catch (err) {
        const f = readFailure(err);
        const status = f.status === 401 ? 'signed-out' : f.status === 403 ? 'forbidden' : f.status === 404 ? 'not-found' : 'error';
        store.setState({ status, message: { tone: 'error', text: f.message } });
      }
    },
    edit,
    addFeatured(raw) {
      const value = raw.trim().toLowerCase();
      const { featured } = store.getState().form;
      if (!SLUG.test(value)) return 'must be a product’s web address name, like gildan-heavy-cotton-tee';
      if (featured.includes(value)) return 'is featured already';
      if (featured.length >= BRAND_FEATURED_MAX) return `can feature at most ${BRAND_FEATURED_MAX} products`;
      edit({ featured: [...featured, value] });
      return null;
    },
    moveFeatured(index, by) {
      const featured = [...store.getState().form.featured];
      const to = index + by;
      if (to < 0 || to >= featured.length) return;
      [featured[index], featured[to]] = [featured[to]!, featured[index]!];
      edit({ featured });
    },
    removeFeatured(index) {
      edit({ featured: store.getState().form.featured.filter((_, i) => i !== index) });
    },
    async save() {
      if (store.getState().busy) return;
      store.setState({ busy: true, message: null });
      try {
        store.setState({ ...fromView(await cms.saveDraft(slug, store.getState().form)), busy: false, message: { tone: 'success', text: 'Draft saved. Shoppers still see the published page.' } });
      } catch (err) {
        failed(err);
      }
    },
    async requestPublish(note) {
      if (store.getState().busy) return;
      store.setState({ busy: true, message: null, fieldErrors: {} });
      try {
        await cms.requestPublish(slug, note);
        store.setState({ ...fromView(await cms.editor(slug)), busy: false, message: { tone: 'success', text: 'Sent to staff. The page goes live when they publish it.' } });
      } catch (err) {
        failed(err);
      }
    },
    async withdraw() {
      if (store.getState().busy) return;
      store.setState({ busy: true, message: null });
      try {
        await cms.withdrawRequest(slug);
        const view = await cms.editor(slug);
        store.setState((s) => ({ view, busy: false, message: { tone: 'success', text: 'Request withdrawn. Change the draft and ask again.' }, form: s.dirty ? s.form : fromView(view).form }));
      } catch (err) {
        failed(err);
      }
    },
  };
}
