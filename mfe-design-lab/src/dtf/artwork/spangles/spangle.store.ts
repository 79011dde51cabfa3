import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SpanglePatternResponse } from '@storefront/contracts';
import { createLatestRequest, idle, type Asked } from '../latest-request';
import type { SpangleApi, SpangleQuery } from './spangle-api';
import type { WidthChoice } from '../width-choice';
import { orderedColours, type StoneColourName, type StoneSizeName } from './spangle-choice';

/** Choosing a stone size, colours, width or quantity asks the server once the shopper pauses this long. */
export const SPANGLE_DELAY_MS = 250;

export interface SpangleState {
  stoneSize: StoneSizeName;
  /** the stone colours ticked, in the colour table's order (none: the shopper is told to pick one) */
  colours: StoneColourName[];
  widthChoice: WidthChoice;
  /** the custom width as typed, inches */
  customWidth: string;
  /** transfers as typed */
  quantity: string;
  /** the stones laid out for the size, colours and width chosen, with their price and picture */
  pattern: Asked<SpanglePatternResponse>;
  /** the quantity tiers' minimums of the last pattern priced: the quick choices */
  tierMinimums: number[];
}

export interface SpangleModel {
  store: StoreApi<SpangleState>;
  setStoneSize(stoneSize: StoneSizeName): void;
  /** ticks or unticks one colour */
  setColour(colour: StoneColourName, chosen: boolean): void;
  chooseWidth(choice: WidthChoice): void;
  setCustomWidth(value: string): void;
  setQuantity(value: string): void;
  /** the pattern for these choices (null: none can be asked now) */
  askPattern(query: SpangleQuery | null): void;
  dispose(): void;
}

/** The spangle panel's choices and the pattern laid out for them; one per mounted artwork page. */
export function createSpangleModel(options: {
  api: Pick<SpangleApi, 'pattern'>;
  artworkId: string;
  stoneSize: StoneSizeName;
  colours: StoneColourName[];
  quantity: number;
  delayMs?: number;
}): SpangleModel {
  const { api, artworkId } = options;
  const store = createStore<SpangleState>(() => ({
    stoneSize: options.stoneSize,
    colours: orderedColours(options.colours),
    widthChoice: 'preset:0',
    customWidth: '',
    quantity: String(options.quantity),
    pattern: idle(),
    tierMinimums: [],
  }));
  const pattern = createLatestRequest({
    send: (q: SpangleQuery) => api.pattern(artworkId, q),
    delayMs: options.delayMs ?? SPANGLE_DELAY_MS,
    current: () => store.getState().pattern,
    report: (next) => store.setState(next.value ? { pattern: next, tierMinimums: next.value.tiers.map((t) => t.min_quantity) } : { pattern: next }),
  });

  return {
    store,
    setStoneSize: (stoneSize) => store.setState({ stoneSize }),
    setColour: (colour, chosen) =>
      store.setState((s) => ({ colours: orderedColours(chosen ? [...s.colours, colour] : s.colours.filter((c) => c !== colour)) })),
    chooseWidth: (widthChoice) => store.setState({ widthChoice }),
    setCustomWidth: (customWidth) => store.setState({ customWidth }),
    setQuantity: (quantity) => store.setState({ quantity }),
    askPattern: (query) => pattern.ask(query),
    dispose: () => pattern.dispose(),
  };
}
