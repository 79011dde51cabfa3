import type { QuoteBody, QuoteLineBody } from '@storefront/contracts';
import { addressBodyOf } from '../../shared/address-value';
import { parseMoneyInput, parsePercent, parseWhole } from '../../shared/money-input';
import type { DraftLine, QuoteDraft } from './quote-draft';

export type FieldErrors = Record<string, string[]>;

/**
 * The draft as contracts' quoteBody (POST and PUT send the whole quote), or the fields the page
 * can already tell are wrong (amounts and quantities it cannot read), keyed as the service keys
 * its own field errors ("lines.0.unit_price"), so both show at the same place.
 */
export function draftToBody(d: QuoteDraft): { body: QuoteBody; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (path: string, message: string) => (errors[path] = [...(errors[path] ?? []), message]);
  const money = (text: string, path: string, blankIs: number | null = null): number => {
    if (text.trim() === '' && blankIs !== null) return blankIs;
    const cents = parseMoneyInput(text);
    if (cents === null) fail(path, 'must be an amount like 12.50');
    return cents ?? 0;
  };
  const whole = (text: string, path: string): number => {
    const n = parseWhole(text);
    if (n === null || n < 1) fail(path, 'must be a whole number, at least 1');
    return n ?? 0;
  };

  const lineBody = (line: DraftLine, i: number): QuoteLineBody => {
    const at = `lines.${i}`;
    const common = { description: line.description.trim() || null, image_id: line.image?.id ?? null, unit_price: money(line.unitPrice, `${at}.unit_price`) };
    if (line.kind === 'free') {
      if (!line.title.trim()) fail(`${at}.title`, 'is required');
      return { kind: 'free', title: line.title.trim(), quantity: whole(line.quantity, `${at}.quantity`), unit_cost: money(line.unitCost, `${at}.unit_cost`, 0), ...common };
    }
    const filled = line.sizes.filter((s) => s.quantity.trim() !== '' && s.quantity.trim() !== '0');
    if (filled.some((s) => parseWhole(s.quantity) === null)) fail(`${at}.sizes`, 'quantities must be whole numbers');
    else if (filled.length === 0) fail(`${at}.sizes`, 'Pick at least one size');
    const sizes = filled.map((s) => ({ sku: s.sku, quantity: parseWhole(s.quantity) ?? 0 }));
    if (line.kind === 'design') return { kind: 'design', project_id: line.projectId, sizes, ...common };
    return { kind: 'catalog', sizes, ...common };
  };

  const lines = d.lines.map(lineBody);
  if (lines.length === 0) fail('lines', 'Add at least one line');
  const shipping = money(d.shipping, 'shipping', 0);
  let deposit: QuoteBody['deposit'];
  if (d.depositKind === 'percent') {
    const bp = d.depositValue.trim() === '' ? 0 : parsePercent(d.depositValue);
    if (bp === null) fail('deposit.basis_points', 'must be a percentage from 0 to 100, up to two decimals');
    deposit = { kind: 'percent', basis_points: bp ?? 0 };
  } else {
    deposit = { kind: 'amount', amount: money(d.depositValue, 'deposit.amount', 0) };
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      title: d.title.trim(),
      customer_id: d.customer?.id ?? null,
      lines,
      shipping,
      delivery_method: d.deliveryMethod,
      ship_to: d.deliveryMethod === 'pickup' ? null : addressBodyOf(d.shipTo),
      tax_region: d.taxRegion as QuoteBody['tax_region'],
      deposit,
      message: d.message.trim() || null,
      issued_on: d.issuedOn,
      valid_until: d.validUntil,
      due_on: d.dueOn,
    },
    errors: null,
  };
}
