import { parseMoneyInput } from '../../shared/money-input';
import { catalogQuantity } from './draft-totals';
import { LineFacts } from './line-facts';
import { LinePriceFields } from './line-price-fields';
import type { DesignDraftLine } from './quote-draft';
import { SizeGrid } from './size-grid';

/**
 * A design-lab project printed: a quantity per size of its garment and colour, the crafter's unit
 * price and note. The store's cost is its made price for the design (garment after the quantity
 * tier plus print), which the service works out at each save: shown as saved, and marked when the
 * quantity has changed since.
 */
export function DesignLineFields({ line, errors, onChange }: { line: DesignDraftLine; errors: Record<string, string[]>; onChange(line: DesignDraftLine): void }) {
  const quantity = catalogQuantity(line);
  const projectError = errors.project_id;
  const note = !line.saved ? 'Priced by the store when you save' : line.saved.quantity === quantity ? ' (made price for this quantity)' : ` (for ${line.saved.quantity}: save to reprice)`;
  return (
    <div className="crafter-catalog-line">
      <p>
        <strong>{line.title}</strong>
        <span className="crafter-muted"> · design-lab project{line.color ? ` · ${line.color}` : ''}</span>
      </p>
      {projectError ? (
        <p className="sf-field__error" role="alert">
          Project: {projectError.join('; ')}
        </p>
      ) : null}
      <SizeGrid sizes={line.sizes} errors={errors} onSizes={(sizes) => onChange({ ...line, sizes })} />
      <LinePriceFields line={line} errors={errors} onChange={onChange} />
      <LineFacts quantity={quantity} cost={line.saved?.unitCost ?? null} costNote={note} price={parseMoneyInput(line.unitPrice)} />
    </div>
  );
}
