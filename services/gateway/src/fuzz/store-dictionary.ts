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
  productId: ['id'],
};

const PER_FIELD = 40;
/** Screens of the site, so the document route is driven with real paths too. */
const SITE_PATHS = ['', 'ca', 'cart', 'checkout', 'checkout/thank-you/R1', 'account', 'account/sign-in', 'account/sign-up', 'orders', 'brands/gildan', 'help', 'ca/checkout', 'crafter', 'crafter/quote', 'ca/crafter/quote?t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'];

/**
 * Values the store handed out (slugs, SKUs, ids, order numbers, image names, page paths), by
 * field name, so generated requests can name things that exist and get past "not found".
 */
export class StoreDictionary {
  private readonly values = new Map<string, string[]>([['*', [...SITE_PATHS]]]);
  private turn = 0;

  /**
   * Values for `field`; `segment|field` (a path parameter and the path segment before it, as in
   * `payment_intents/{id}`) first asks for ids seen under that resource (`payment_intent.id`).
   */
  lookup = (field: string): readonly string[] => {
    const [segment, name = field] = field.includes('|') ? field.split('|') : [undefined, field];
    if (segment) {
      const scoped = [segment, segment.replace(/s$/, '')].flatMap((s) => this.values.get(`${s}.${name}`) ?? []);
      if (scoped.length > 0) return scoped;
    }
    const names = ALIASES[name] ?? [name];
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
    // `parent` names the object a value sits in (`payment_intent`, or `addresses` for an item of that list)
    const stack: { key: string; parent: string; value: unknown }[] = [{ key: '', parent: '', value: body }];
    while (stack.length > 0) {
      const { key, parent, value } = stack.pop()!;
      const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isInteger(value) ? String(value) : undefined;
      if (text !== undefined) {
        if (typeof value === 'string') this.addString(key, value);
        else this.add(key, text);
        if (parent) this.add(`${parent}.${key}`, text);
      } else if (Array.isArray(value)) for (const v of value.slice(0, 50)) stack.push({ key, parent: key, value: v });
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stack.push({ key: k, parent: key, value: v });
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
