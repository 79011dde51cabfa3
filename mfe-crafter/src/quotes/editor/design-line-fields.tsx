import { parseMoneyInput } from '../../shared/money-input';
import { catalogQuantity, designUnitCost } from './draft-totals';
import { LineFacts } from './line-facts';
import { LinePriceFields } from './line-price-fields';
import type { DesignDraftLine } from './quote-draft';
import { SizeGrid } from './size-grid';
import { useDesignPrice } from './use-design-price';

/**
 * A design-lab project printed: a quantity per size of its garment and colour, the crafter's unit
 * price and note. The store's cost is its made price for the design (garment after the quantity
 * tier plus print): asked as the quantities change, and worked out by the service at each save.
 */
export function DesignLineFields({ line, errors, onChange }: { line: DesignDraftLine; errors: Record<string, string[]>; onChange(line: DesignDraftLine): void }) {
  useDesignPrice(line, onChange);
  const quantity = catalogQuantity(line);
  const projectError = errors.project_id;
  const cost = designUnitCost(line);
  const current = line.live?.quantity === quantity || line.saved?.quantity === quantity;
  const pricedFor = line.live?.quantity ?? line.saved?.quantity;
  const note = cost === null ? 'Priced by the store when you save' : current ? ' (made price for this quantity)' : ` (for ${pricedFor} pieces; saving reprices it)`;
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
      <LineFacts quantity={quantity} cost={cost} costNote={note} price={parseMoneyInput(line.unitPrice)} />
      {line.live?.needsWaiver ? (
        <p className="crafter-muted" role="note">
          An image in this design prints below 100 DPI: the store orders it only once the low-resolution print is accepted in the design lab.
        </p>
      ) : null}
    </div>
  );
}
