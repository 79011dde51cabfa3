// The polite notice shown when the API rejected part of the address and the screen dropped it.
import { MATERIALS } from '@storefront/contracts';

const KEY_LABELS: Record<string, string> = {
  search: 'search term',
  category: 'category',
  brand: 'brand',
  collection: 'collection',
  sort: 'sort order',
  page: 'page number',
  per_page: 'products per page',
  line: 'business line',
  line_filter: 'product type',
  color: 'color',
  size: 'size',
  price_min: 'minimum price',
  price_max: 'maximum price',
  ...Object.fromEntries(MATERIALS.map((m) => [`${m}_range`, `${m} percentage`])),
};

function labelOf(key: string): string {
  return KEY_LABELS[key] ?? key.replace(/_/g, ' ');
}

export function correctionNotice(dropped: readonly string[]): string {
  const names = dropped.map(labelOf);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
  return `We couldn't use the ${list} in this address, so these results leave ${names.length > 1 ? 'them' : 'it'} out.`;
}

