import { TextField } from '@storefront/ui';
import type { FreeDraftLine } from './quote-draft';

/** A line the crafter describes (a service, a setup fee): title, quantity, their price and cost, a note. */
export function FreeLineFields({ line, errors, onChange }: { line: FreeDraftLine; errors: Record<string, string[]>; onChange(line: FreeDraftLine): void }) {
  return (
    <div className="crafter-grid">
      <TextField label="Title" error={errors.title} value={line.title} onValue={(title) => onChange({ ...line, title })} />
      <TextField label="Quantity" inputMode="numeric" error={errors.quantity} value={line.quantity} onValue={(quantity) => onChange({ ...line, quantity })} />
      <TextField label="Your unit price" inputMode="decimal" hint="Per unit, e.g. 18.50" error={errors.unit_price} value={line.unitPrice} onValue={(unitPrice) => onChange({ ...line, unitPrice })} />
      <TextField label="Your unit cost (optional)" inputMode="decimal" error={errors.unit_cost} value={line.unitCost} onValue={(unitCost) => onChange({ ...line, unitCost })} />
      <TextField label="Line note (optional)" error={errors.description} value={line.description} onValue={(description) => onChange({ ...line, description })} />
    </div>
  );
}
