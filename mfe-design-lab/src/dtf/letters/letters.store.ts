import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LettersPreviewResponse } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { createLatestRequest, idle, type Asked } from '../artwork/latest-request';
import type { LettersApi, LettersQuery } from './letters-api';
import { DEFAULT_COLOUR, FIRST_FONT, firstHeight, type LetterFontId, type LettersConfig } from './letters-choice';

/** Typing or choosing asks for the preview once the shopper pauses this long. */
export const LETTERS_DELAY_MS = 250;

/** A preview with the quantity it was priced at (the answer does not repeat it). */
export type PricedPreview = LettersPreviewResponse & { quantity: number };

export interface LettersState {
  /** init_config's letters (heights, most characters): the page waits for them */
  status: 'loading' | 'ready' | 'failed';
  /** why init_config could not be read (§8 words) */
  problem: string | null;
  config: LettersConfig | null;
  /** the text as typed */
  text: string;
  font: LetterFontId;
  /** the capitals' height, inches (null until init_config says which are offered) */
  heightIn: number | null;
  /** `#rrggbb`, lower case */
  colour: string;
  /** transfers as typed */
  quantity: string;
  /** the line set and priced for the text, font, height and quantity chosen */
  preview: Asked<PricedPreview>;
}

export interface LettersModel {
  store: StoreApi<LettersState>;
  /** reads init_config (again after a failure) */
  load(): Promise<void>;
  setText(text: string): void;
  setFont(font: LetterFontId): void;
  setHeight(heightIn: number): void;
  setColour(colour: string): void;
  setQuantity(value: string): void;
  /** the preview for these choices (null: nothing can be asked now) */
  askPreview(query: LettersQuery | null): void;
  dispose(): void;
}

/** The lettering page's choices and the line the service sets for them; one per mounted page. */
export function createLettersModel(options: { api: Pick<LettersApi, 'config' | 'preview'>; storeCode: StoreCode; delayMs?: number }): LettersModel {
  const { api, storeCode } = options;
  const store = createStore<LettersState>(() => ({
    status: 'loading',
    problem: null,
    config: null,
    text: '',
    font: FIRST_FONT,
    heightIn: null,
    colour: DEFAULT_COLOUR,
    quantity: '1',
    preview: idle(),
  }));
  const preview = createLatestRequest({
    send: async (q: LettersQuery): Promise<PricedPreview> => ({ ...(await api.preview(q)), quantity: q.quantity }),
    delayMs: options.delayMs ?? LETTERS_DELAY_MS,
    current: () => store.getState().preview,
    report: (next) => store.setState({ preview: next }),
  });
  let live = true;

  return {
    store,
    async load() {
      live = true;
      store.setState({ status: 'loading', problem: null });
      try {
        const { letters } = await api.config(storeCode);
        if (!live) return;
        store.setState((s) => ({ status: 'ready', config: letters, heightIn: s.heightIn !== null && letters.heights_in.includes(s.heightIn) ? s.heightIn : firstHeight(letters) }));
      } catch (err) {
        if (live) store.setState({ status: 'failed', problem: readFailure(err).message });
      }
    },
    setText: (text) => store.setState({ text }),
    setFont: (font) => store.setState({ font }),
    setHeight: (heightIn) => store.setState({ heightIn }),
    setColour: (colour) => store.setState({ colour }),
    setQuantity: (quantity) => store.setState({ quantity }),
    askPreview: (query) => preview.ask(query),
    dispose() {
      live = false;
      preview.dispose();
    },
  };
}
