import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DesignUpload, MadeEditResponse, MadeProductResponse, PrintArea, ProjectResponse } from '@storefront/contracts';
import {
  addLayer,
  applyPreset,
  canRedo,
  canUndo,
  createHistory,
  parseDesignDocument,
  push,
  redo,
  undo,
  type DesignDocument,
  type History,
  type Layer,
  type LayerOutcome,
  type PrintAreasBySide,
  type SideId,
} from '@storefront/design-document';
import { readFailure } from '@storefront/http';
import { announceCartChanged } from '@storefront/ui';
import type { StoreCode } from '@storefront/store-config';
import { createAutosave, type AutosaveState } from './autosave/autosave';
import type { EditorApi } from './editor-api';
import { inkFor, makeLayerId, newClipartLayer, newImageLayer, newTextLayer } from './new-layers';

/** What the editor knows of an upload: where to load it and its pixels (for the DPI). */
export interface KnownUpload {
  url: string;
  width: number;
  height: number;
  name: string;
}

export interface EditorState {
  status: 'loading' | 'ready' | 'failed';
  problem: string | null;
  product: MadeProductResponse | null;
  side: SideId;
  history: History<DesignDocument>;
  /** selected layers on the current side (a preset selects all it placed) */
  selected: string[];
  /** why the last change was refused (a locked layer, too many layers…) */
  notice: string | null;
  uploads: Record<string, KnownUpload>;
  save: AutosaveState;
  /** pieces per size as typed */
  quantities: Record<string, string>;
  acceptLowResolution: boolean;
  cart: { status: 'idle' | 'adding'; addedTo: string | null; problem: string | null };
  /** the cart design being edited ("Edit design"): the button saves back to it instead of adding */
  editing: { madeDesignId: string } | null;
}

/** What the editor opens besides the garment: a saved project, or a design of the cart. */
export interface EditorOpening {
  project: string | null;
  madeDesignId: string | null;
}

export interface EditorModel {
  store: StoreApi<EditorState>;
  load(): Promise<void>;
  showSide(side: SideId): void;
  select(ids: string[]): void;
  /** runs a layer op on the current side; `key` makes repeated changes (a drag, typing) one undo step */
  change(op: (doc: DesignDocument, side: SideId) => LayerOutcome, key?: string): boolean;
  addText(): void;
  addClipart(clipart: string): void;
  addUpload(upload: DesignUpload): void;
  /** an upload of a reopened design, measured from its stored file */
  learnUpload(id: string, known: KnownUpload): void;
  applyPreset(presetId: string): void;
  undo(): void;
  redo(): void;
  chooseColor(compositionId: number): Promise<void>;
  setQuantity(size: string, value: string): void;
  setAcceptLowResolution(accept: boolean): void;
  addToCart(input: { canAdd: boolean; quantities: Record<string, number> }): Promise<void>;
  keepMine(): Promise<void>;
  loadTheirs(): Promise<void>;
  dispose(): void;
}

export interface EditorOptions {
  api: EditorApi;
  storeCode: StoreCode;
  slug: string;
  color: number | null;
  opening?: EditorOpening;
  now?: () => number;
  autosaveDelayMs?: number;
}

export const areasBySide = (areas: readonly PrintArea[]): PrintAreasBySide =>
  Object.fromEntries(areas.map((a) => [a.side, { width: a.width_in, height: a.height_in }]));

const emptyDocument = (product: MadeProductResponse): DesignDocument => ({
  version: 2,
  product: product.slug,
  color: String(product.color.composition_id),
  sides: {},
});

const layerIds = (doc: DesignDocument, side: SideId) => new Set(doc.sides[side]?.layers.map((l) => l.id) ?? []);

/** The editor's state and every change to the design; one per mounted editor. */
export function createEditorModel(options: EditorOptions): EditorModel {
  const { api, storeCode, slug } = options;
  const now = options.now ?? (() => Date.now());
  const placeholder: DesignDocument = { version: 2, product: slug, color: String(options.color ?? 0), sides: {} };
  const store = createStore<EditorState>(() => ({
    status: 'loading',
    problem: null,
    product: null,
    side: 'front',
    history: createHistory(placeholder),
    selected: [],
    notice: null,
    uploads: {},
    save: { status: 'idle', projectId: null, revision: null, message: null },
    quantities: {},
    acceptLowResolution: false,
    cart: { status: 'idle', addedTo: null, problem: null },
    editing: null,
  }));
  const get = store.getState;
  const autosave = createAutosave({
    api,
    read: () => get().history.present,
    onState: (save) => store.setState({ save }),
    ...(options.autosaveDelayMs === undefined ? {} : { delayMs: options.autosaveDelayMs }),
  });

  const areaOf = (side: SideId) => get().product?.print_areas.find((a) => a.side === side) ?? null;
  const areaSize = () => {
    const a = areaOf(get().side);
    return a ? { width: a.width_in, height: a.height_in } : null;
  };

  function commit(next: DesignDocument, key?: string, selected?: string[]) {
    const history = push(get().history, next, key === undefined ? {} : { key, at: now() });
    if (history === get().history) return;
    // a new design needs a new confirmation: the one shown described the design before
    store.setState({ history, notice: null, ...(selected ? { selected } : {}), cart: { ...get().cart, addedTo: null } });
    autosave.changed();
  }

  /** Keeps only selected ids that still exist on the side (after undo, delete). */
  function tidySelection(doc: DesignDocument) {
    const ids = layerIds(doc, get().side);
    store.setState({ selected: get().selected.filter((id) => ids.has(id)) });
  }

  /** Undo and redo can change the document's colour: the garment, sizes and prices follow it. */
  async function followColor() {
    const product = get().product;
    const wanted = Number(get().history.present.color);
    if (!product || product.color.composition_id === wanted) return;
    try {
      const recoloured = await api.product(slug, wanted, storeCode);
      if (Number(get().history.present.color) === recoloured.color.composition_id) store.setState({ product: recoloured });
    } catch (err) {
      store.setState({ notice: readFailure(err).message });
    }
  }

  function add(layer: Layer) {
    const outcome = addLayer(get().history.present, get().side, layer);
    if (!outcome.ok) return store.setState({ notice: outcome.problem.message });
    commit(outcome.value, undefined, [layer.id]);
  }

  function openProject(project: ProjectResponse, product: MadeProductResponse): DesignDocument | null {
    const parsed = parseDesignDocument(project.document, areasBySide(product.print_areas));
    if (!parsed.ok) return null;
    return parsed.value;
  }

  function ready(product: MadeProductResponse, doc: DesignDocument, pieces: Record<string, number>) {
    store.setState({
      status: 'ready',
      product,
      side: product.print_areas[0]?.side ?? 'front',
      history: createHistory(doc),
      selected: [],
      quantities: Object.fromEntries(product.sizes.map((s) => [s.size, pieces[s.size] ? String(pieces[s.size]) : ''])),
    });
  }

  /** "Edit design" from the cart: the cart's own copy (it may differ from the project), its sizes and waiver. */
  async function openCartDesign(id: string, product: MadeProductResponse) {
    let design: MadeEditResponse;
    try {
      design = await api.cartDesign(id, storeCode);
    } catch (err) {
      const failure = readFailure(err);
      return store.setState({ status: 'failed', problem: failure.status === 404 ? 'That design is no longer in your cart.' : failure.message });
    }
    const parsed = parseDesignDocument(design.document, areasBySide(product.print_areas));
    if (design.product_slug !== slug || !parsed.ok) return store.setState({ status: 'failed', problem: 'That design is no longer in your cart.' });
    if (product.color.composition_id !== design.composition_id) {
      try {
        product = await api.product(slug, design.composition_id, storeCode);
      } catch (err) {
        return store.setState({ status: 'failed', problem: readFailure(err).message });
      }
    }
    if (design.project_id) {
      // edits keep saving to the project the design came from, when it is still the shopper's
      const project = await api.project(design.project_id).catch(() => null);
      if (project) autosave.opened(project);
    }
    store.setState({ editing: { madeDesignId: id }, acceptLowResolution: design.accept_low_resolution });
    ready(product, parsed.value, design.quantities);
  }

  return {
    store,
    async load() {
      store.setState({ status: 'loading', problem: null });
      let product: MadeProductResponse;
      try {
        product = await api.product(slug, options.color, storeCode);
      } catch (err) {
        const failure = readFailure(err);
        return store.setState({ status: 'failed', problem: failure.status === 404 ? 'We couldn’t find that product in the design lab.' : failure.message });
      }
      const madeDesignId = options.opening?.madeDesignId ?? null;
      if (madeDesignId) return openCartDesign(madeDesignId, product);
      let doc = emptyDocument(product);
      try {
        // a project picked in My designs, else the shopper's last design on this garment, in the colour asked for now
        const wanted = options.opening?.project ?? null;
        const chosen = wanted ? await api.project(wanted).catch(() => null) : null;
        const project = chosen && chosen.product === slug ? chosen : await api.latestProject(slug);
        if (wanted && project?.id !== wanted) store.setState({ notice: 'That saved design could not be opened; here is your latest one on this garment.' });
        const reopened = project ? openProject(project, product) : null;
        if (project && reopened) {
          doc = { ...reopened, color: String(product.color.composition_id) };
          autosave.opened(project);
        }
      } catch {
        // no saved project to reopen (or none readable): the shopper starts afresh, and autosave makes one
      }
      ready(product, doc, {});
    },
    showSide(side) {
      store.setState({ side, selected: [], notice: null });
    },
    select(ids) {
      store.setState({ selected: ids });
    },
    change(op, key) {
      const outcome = op(get().history.present, get().side);
      if (!outcome.ok) {
        store.setState({ notice: outcome.problem.message });
        return false;
      }
      commit(outcome.value, key);
      tidySelection(outcome.value);
      return true;
    },
    addText() {
      const area = areaSize();
      const product = get().product;
      if (area && product) add(newTextLayer(makeLayerId(), area, inkFor(product.color)));
    },
    addClipart(clipart) {
      const area = areaSize();
      const product = get().product;
      if (area && product) add(newClipartLayer(makeLayerId(), clipart, area, inkFor(product.color)));
    },
    addUpload(upload) {
      const area = areaSize();
      if (!area) return;
      store.setState({ uploads: { ...get().uploads, [upload.id]: { url: upload.url, width: upload.width, height: upload.height, name: upload.display_name } } });
      add(newImageLayer(makeLayerId(), upload, area));
    },
    learnUpload(id, known) {
      store.setState({ uploads: { ...get().uploads, [id]: known } });
    },
    applyPreset(presetId) {
      const area = areaSize();
      if (!area) return;
      const product = get().product;
      // the preset's layers in an ink that shows on this garment (white on dark cloth)
      const outcome = applyPreset(get().history.present, get().side, presetId, area, makeLayerId, product ? inkFor(product.color) : undefined);
      if (!outcome.ok) return store.setState({ notice: outcome.problem.message });
      commit(outcome.value.document, undefined, outcome.value.layerIds);
    },
    undo() {
      if (!canUndo(get().history)) return;
      const history = undo(get().history);
      store.setState({ history, notice: null });
      tidySelection(history.present);
      autosave.changed();
      void followColor();
    },
    redo() {
      if (!canRedo(get().history)) return;
      const history = redo(get().history);
      store.setState({ history, notice: null });
      tidySelection(history.present);
      autosave.changed();
      void followColor();
    },
    async chooseColor(compositionId) {
      const current = get().product;
      if (!current || current.color.composition_id === compositionId) return;
      try {
        // sizes, stock and prices are per colour: the price panel must read the new colour's
        const product = await api.product(slug, compositionId, storeCode);
        store.setState({ product });
        commit({ ...get().history.present, color: String(product.color.composition_id) });
      } catch (err) {
        store.setState({ notice: readFailure(err).message });
      }
    },
    setQuantity(size, value) {
      store.setState({ quantities: { ...get().quantities, [size]: value }, cart: { ...get().cart, problem: null } });
    },
    setAcceptLowResolution(accept) {
      store.setState({ acceptLowResolution: accept });
    },
    async addToCart({ canAdd, quantities }) {
      if (get().cart.status === 'adding' || !canAdd) return;
      store.setState({ cart: { status: 'adding', addedTo: null, problem: null } });
      try {
        // the design is saved first: the line names its project, and a guest's cookie is settled
        await autosave.flush();
        const { editing } = get();
        const common = { store: storeCode, document: get().history.present, quantities, accept_low_resolution: get().acceptLowResolution };
        const answer = editing
          ? await api.updateInCart({ ...common, made_design_id: editing.madeDesignId })
          : await api.addToCart({ ...common, project_id: get().save.projectId });
        store.setState({ cart: { status: 'idle', addedTo: answer.order_number, problem: null } });
        announceCartChanged();
      } catch (err) {
        const failure = readFailure(err, 'Something went wrong, please try again');
        store.setState({ cart: { status: 'idle', addedTo: null, problem: failure.message } });
      }
    },
    keepMine() {
      return autosave.keepMine();
    },
    async loadTheirs() {
      const { save, product } = get();
      if (!save.projectId || !product) return;
      try {
        const theirs = await api.project(save.projectId);
        const doc = openProject(theirs, product);
        if (!doc) return store.setState({ notice: 'The saved version could not be read.' });
        store.setState({ history: push(get().history, doc), selected: [] });
        autosave.adopted(theirs);
      } catch (err) {
        store.setState({ notice: readFailure(err).message });
      }
    },
    dispose() {
      autosave.dispose();
    },
  };
}
