// Reserved pages of §2: single-segment (and a few two-segment) paths that are never listings.
import { isSlug } from './slug';

export const RESERVED_PAGES = [
  'about-us',
  'faq',
  'faq/ordering-and-returning',
  'faq/shipping',
  'faq/product-info',
  'faq/general',
  'careers',
  'klarna',
  'reviews',
  'help',
  'jiffytransfers',
  'sample-instructions',
  'custom',
  'made',
  'sameday',
  'shipping',
  'sweepstakes',
  'weaver-ai-studio',
  'cart',
  'checkout',
  'account',
  'contactus',
  'orders',
  'payments',
  'returns',
  'design-lab',
  'design-lab/start',
] as const;

export type ReservedPage = (typeof RESERVED_PAGES)[number];

const EXACT: ReadonlySet<string> = new Set(RESERVED_PAGES);
const COPILOT_SUFFIX = '-copilot';
const HELP_FIRST_SUFFIX = '_first';

/**
 * `page` is the decoded path without its leading slash. Besides the fixed list, two shapes are
 * reserved by pattern: `{product}-copilot` and `help/{product}_first`.
 */
export function isReservedPage(page: string): boolean {
  if (EXACT.has(page)) return true;
  if (page.endsWith(COPILOT_SUFFIX)) {
    return isSlug(page.slice(0, -COPILOT_SUFFIX.length));
  }
  if (page.startsWith('help/') && page.endsWith(HELP_FIRST_SUFFIX)) {
    return isSlug(page.slice('help/'.length, -HELP_FIRST_SUFFIX.length));
  }
  return false;
}
