import { TextField } from '@storefront/ui';

/** The crafter's unit price and the line's note, as every priced line (catalog or design) asks them. */
export function LinePriceFields<L extends { unitPrice: string; description: string }>({ line, errors, onChange }: { line: L; errors: Record<string, string[]>; onChange(line: L): void }) {
  return (
    <div className="crafter-grid">
      <TextField label="Your unit price" inputMode="decimal" hint="Per unit, e.g. 18.50" error={errors.unit_price} value={line.unitPrice} onValue={(unitPrice) => onChange({ ...line, unitPrice })} />
      <TextField label="Line note (optional)" error={errors.description} value={line.description} onValue={(description) => onChange({ ...line, description })} />
    </div>
  );
}
