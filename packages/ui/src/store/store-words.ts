import type { Store } from '@storefront/store-config';
import { useShop } from './store-context';

// Words whose spelling follows the store's English: the Canadian store writes Canadian English
// ("colour"), the US store American ("color"). One place, so no screen mixes the two.
type Locale = Store['locale'];

/** "colour"/"color" for the locale; `capitalised` for the start of a label ("Colour"/"Color"). */
export function colourWord(locale: Locale, capitalised = false): string {
  const word = locale === 'en-CA' ? 'colour' : 'color';
  return capitalised ? word[0]!.toUpperCase() + word.slice(1) : word;
}

export interface StoreWords {
  /** "colour" (en-CA) or "color" (en-US), mid-sentence */
  colour: string;
  /** "Colour" (en-CA) or "Color" (en-US), at the start of a label */
  Colour: string;
}

export function storeWords(locale: Locale): StoreWords {
  return { colour: colourWord(locale), Colour: colourWord(locale, true) };
}

/** The current store's spelling of store-dependent words: `const { Colour } = useStoreWords()`. */
export function useStoreWords(): StoreWords {
  return storeWords(useShop().locale);
}
