/** Other names the same kind of value goes by in paths and bodies. */
const ALIASES: Record<string, string[]> = {
  lineItemId: ['id'],
  orderNumber: ['order_number'],
  number: ['number', 'order_number'],
  zipcode: ['zip', 'postal_code', 'code'],
  address_id: ['id'],
  payment_intent_id: ['id'],
  payment_method_id: ['id'],
  composition_id: ['id'],
};

const PER_FIELD = 40;
/** Screens of the site, so the document route is driven with real paths too. */
const SITE_PATHS = ['', 'ca', 'cart', 'checkout', 'checkout/thank-you/R1', 'account', 'account/sign-in', 'account/sign-up', 'orders', 'brands/gildan', 'help', 'ca/checkout'];

/**
 * Values the store handed out (slugs, SKUs, ids, order numbers, image names, page paths), by
 * field name, so generated requests can name things that exist and get past "not found".
 */
export class StoreDictionary {
  private readonly values = new Map<string, string[]>([['*', [...SITE_PATHS]]]);
  private turn = 0;

  lookup = (field: string): readonly string[] => {
    const names = ALIASES[field] ?? [field];
    return names.length === 1 ? (this.values.get(names[0]!) ?? []) : names.flatMap((n) => this.values.get(n) ?? []);
  };

  add(field: string, value: string): void {
    if (value.length === 0 || value.length > 200) return;
    const list = this.values.get(field) ?? [];
    if (list.includes(value)) return;
    if (list.length < PER_FIELD) list.push(value);
    else list[this.turn++ % PER_FIELD] = value;
    this.values.set(field, list);
  }

  /** Learns from a successful JSON answer. */
  harvest(body: unknown): void {
    const stack: { key: string; value: unknown }[] = [{ key: '', value: body }];
    while (stack.length > 0) {
      const { key, value } = stack.pop()!;
      if (typeof value === 'string') this.addString(key, value);
      else if (typeof value === 'number' && Number.isInteger(value)) this.add(key, String(value));
      else if (Array.isArray(value)) for (const v of value.slice(0, 50)) stack.push({ key, value: v });
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stack.push({ key: k, value: v });
    }
  }

  private addString(key: string, value: string): void {
    if (key) this.add(key, value);
    for (const part of value.split(/,\s*/)) {
      const url = part.split(' ')[0]!;
      const image = /\/images\/garments\/([^/?#\s]+)$/.exec(url);
      if (image) this.add('file', image[1]!);
      else if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/api/')) this.add('*', url.slice(1));
    }
  }
}
