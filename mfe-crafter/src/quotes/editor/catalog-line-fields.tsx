import { SelectField, useStoreWords } from '@storefront/ui';
import { parseMoneyInput } from '../../shared/money-input';
import { CatalogSearch } from './catalog-search';
import { catalogQuantity, catalogUnitCost, tierFor } from './draft-totals';
import { LineFacts } from './line-facts';
import { LinePriceFields } from './line-price-fields';
import { sizesOfColor, withProduct, type CatalogDraftLine } from './quote-draft';
import { SizeGrid } from './size-grid';

export interface CatalogLineFieldsProps {
  line: CatalogDraftLine;
  index: number;
  errors: Record<string, string[]>;
  onChange(line: CatalogDraftLine): void;
}

/**
 * A line of the store's catalog: the product (searched), its colour, a quantity per size (each a
 * SKU), the crafter's unit price and note; beside them the store's cost at the tier the line's
 * quantity reaches, and the margin.
 */
export function CatalogLineFields({ line, index, errors, onChange }: CatalogLineFieldsProps) {
  const { Colour } = useStoreWords();
  const n = index + 1;
  if (!line.product && line.sizes.length === 0) return <CatalogSearch lineNumber={n} onPick={(p) => onChange(withProduct(line, p))} />;

  const quantity = catalogQuantity(line);
  const cost = catalogUnitCost(line);
  const price = parseMoneyInput(line.unitPrice);
  const tier = line.product ? tierFor(line.product.tiers, quantity) : null;
  return (
    <div className="crafter-catalog-line">
      <div className="crafter-catalog-line__product">
        <p>
          <strong>{line.title}</strong>
          {line.product ? null : <span className="crafter-muted"> · {line.color}</span>}
        </p>
        <button type="button" className="sf-button sf-button--small" onClick={() => onChange({ ...line, product: null, sizes: [], color: '', title: '', productImage: null })}>
          Change product for line {n}
        </button>
      </div>
      {line.product ? (
        <SelectField
          label={Colour}
          value={line.color}
          onValue={(color) => onChange({ ...line, color, sizes: sizesOfColor(line.product!, color, line.sizes) })}
        >
          {line.product.colors.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SizeGrid sizes={line.sizes} errors={errors} onSizes={(sizes) => onChange({ ...line, sizes })} />
      <LinePriceFields line={line} errors={errors} onChange={onChange} />
      <LineFacts quantity={quantity} cost={cost} costNote={tier ? ` (tier from ${tier.min_qty})` : line.product ? '' : ' (as saved)'} price={price} />
    </div>
  );
}
