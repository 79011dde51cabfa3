import { TextField } from '@storefront/ui';
import type { SizeDraft } from './quote-draft';

/** A quantity per size (each a SKU), for a catalog or design line; the service's size errors above them. */
export function SizeGrid({ sizes, errors, onSizes }: { sizes: SizeDraft[]; errors: Record<string, string[]>; onSizes(sizes: SizeDraft[]): void }) {
  const sizeError = errors.sizes ?? Object.entries(errors).find(([k]) => k.startsWith('sizes.'))?.[1];
  return (
    <fieldset className="crafter-fieldset crafter-sizes">
      <legend>Quantities per size</legend>
      {sizeError ? <p className="sf-field__error">Sizes: {sizeError.join('; ')}</p> : null}
      <div className="crafter-sizes__grid">
        {sizes.map((s, j) => (
          <TextField
            key={s.sku}
            label={`${s.size} quantity`}
            inputMode="numeric"
            className="crafter-qty"
            value={s.quantity}
            onValue={(q) => onSizes(sizes.map((x, k) => (k === j ? { ...x, quantity: q } : x)))}
          />
        ))}
      </div>
    </fieldset>
  );
}
