import type { PrintMethod, ReviewFacts, ReviewKind, ReviewSort } from '@storefront/contracts';
import { formatNumber, STORES, type StoreCode } from '@storefront/store-config';
import type { StoreWords } from '@storefront/ui';

export const PRINT_METHOD_LABELS: Record<PrintMethod, string> = {
  blank: 'Blank garment',
  custom_print: 'Custom print',
  dtf_transfer: 'DTF transfer',
  sticker: 'Sticker',
  spangle: 'Spangle',
  letters: 'Lettering',
  gang_sheet: 'Gang sheet',
};

export const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
  most_helpful: 'Most helpful',
};

export const KIND_LABELS: Record<ReviewKind, string> = {
  photos: 'With photos',
  verified: 'Verified purchases',
};

/** "1 review", "1,204 reviews" in the store's number format. */
export function reviewCount(n: number, code: StoreCode): string {
  return `${formatNumber(n, code)} ${n === 1 ? 'review' : 'reviews'}`;
}

/** "4 out of 5 stars"; "4.0 out of 5 stars" with one decimal (an average). */
export function starsText(rating: number, oneDecimal = false): string {
  return `${oneDecimal ? rating.toFixed(1) : rating} out of 5 stars`;
}

/** "1 star", "2 stars". */
export const starCount = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** What the order says was bought, as the chips under a review show it: "Colour: Black", "Size: L", "DTF transfer", "10 × 12 in". */
export function factChips(facts: ReviewFacts, words: StoreWords): string[] {
  return [
    facts.color ? `${words.Colour}: ${facts.color}` : null,
    facts.size ? `Size: ${facts.size}` : null,
    PRINT_METHOD_LABELS[facts.print_method],
    facts.transfer_size,
  ].filter((chip): chip is string => Boolean(chip));
}

const dateFormats = new Map<StoreCode, Intl.DateTimeFormat>();

/** "Mar 4, 2026" (en-US) or "Mar. 4, 2026" (en-CA): the day, in the store's format. */
export function reviewDate(iso: string, code: StoreCode): string {
  let format = dateFormats.get(code);
  if (!format) {
    format = new Intl.DateTimeFormat(STORES[code].locale, { dateStyle: 'medium' });
    dateFormats.set(code, format);
  }
  const day = new Date(iso);
  return Number.isNaN(day.getTime()) ? iso : format.format(day);
}
