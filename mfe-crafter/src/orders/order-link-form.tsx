import { useState, type FormEvent } from 'react';
import type { CrafterOrder, CrafterOrderLinkBody } from '@storefront/contracts';
import { Notice, SelectField } from '@storefront/ui';
import type { CustomerChoice, OrderSave, OrdersState, QuoteChoice } from './orders.store';

interface LinkValues {
  /** ids; '' is "none" */
  customer: string;
  quote: string;
}

const valuesOf = (order: CrafterOrder): LinkValues => ({ customer: order.customer?.id ?? '', quote: order.quote?.id ?? '' });

/** the list with `extra` added when it is not in it (what is attached may be past the first page) */
function withChoice<T extends { id: string }>(list: readonly T[], extra: T | null | undefined): readonly T[] {
  return extra && !list.some((c) => c.id === extra.id) ? [extra, ...list] : list;
}

export interface OrderLinkFormProps {
  order: CrafterOrder;
  /** the form's name: the id of the order's heading */
  labelledBy: string;
  choices: OrdersState['choices'];
  save: OrderSave | undefined;
  onSave(body: CrafterOrderLinkBody): void;
}

/**
 * The customer and the quote an order is for, each "— none —" to detach, and Save (a PUT of both).
 * A quote chosen while no customer is brings its customer along.
 */
export function OrderLinkForm({ order, labelledBy, choices, save, onSave }: OrderLinkFormProps) {
  const [values, setValues] = useState(() => valuesOf(order));
  // a new answer for the order (after a save) is what the selects show from then on
  const [shown, setShown] = useState(order);
  if (shown !== order) {
    setShown(order);
    setValues(valuesOf(order));
  }

  const quotes = withChoice<QuoteChoice>(choices?.quotes ?? [], order.quote ? { ...order.quote, customer: null } : null);
  const picked = quotes.find((q) => q.id === values.quote);
  const customers = withChoice<CustomerChoice>(
    withChoice<CustomerChoice>(choices?.customers ?? [], order.customer),
    picked?.customer?.id === values.customer ? picked.customer : null,
  );
  const saving = save?.saving ?? false;
  const errors = save?.fieldErrors ?? {};

  const chooseQuote = (id: string) => {
    const customer = quotes.find((q) => q.id === id)?.customer;
    setValues((v) => ({ quote: id, customer: v.customer || (customer?.id ?? '') }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    onSave({ customer_id: values.customer || null, quote_id: values.quote || null });
  };

  return (
    <form className="crafter-order-link" aria-labelledby={labelledBy} onSubmit={submit} noValidate aria-busy={saving}>
      {save?.message ? <Notice tone="error">{save.message}</Notice> : null}
      <SelectField label={`Customer for order ${order.number}`} value={values.customer} error={errors.customer_id} onValue={(customer) => setValues((v) => ({ ...v, customer }))}>
        <option value="">— none —</option>
        {customers.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={`Quote for order ${order.number}`} value={values.quote} error={errors.quote_id} onValue={chooseQuote}>
        <option value="">— none —</option>
        {quotes.map((q) => (
          <option key={q.id} value={q.id}>
            {`${q.number} · ${q.title}`}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="sf-button sf-button--primary crafter-order-link__save" aria-label={`Save order ${order.number}`} aria-disabled={saving || undefined}>
        {saving ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
