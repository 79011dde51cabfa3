import { SelectField, TextField, useStoreWords } from '@storefront/ui';
import { usePortalFormat } from '../../portal/portal-money';
import { parseMoneyInput } from '../../shared/money-input';
import { CatalogSearch } from './catalog-search';
import { catalogQuantity, catalogUnitCost, tierFor } from './draft-totals';
import { sizesOfColor, withProduct, type CatalogDraftLine } from './quote-draft';

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
  const { money } = usePortalFormat();
  const n = index + 1;
  if (!line.product && line.sizes.length === 0) return <CatalogSearch lineNumber={n} onPick={(p) => onChange(withProduct(line, p))} />;

  const quantity = catalogQuantity(line);
  const cost = catalogUnitCost(line);
  const price = parseMoneyInput(line.unitPrice);
  const tier = line.product ? tierFor(line.product.tiers, quantity) : null;
  const sizeError = errors.sizes ?? Object.entries(errors).find(([k]) => k.startsWith('sizes.'))?.[1];
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
      <fieldset className="crafter-fieldset crafter-sizes">
        <legend>Quantities per size</legend>
        {sizeError ? <p className="sf-field__error">Sizes: {sizeError.join('; ')}</p> : null}
        <div className="crafter-sizes__grid">
          {line.sizes.map((s, j) => (
            <TextField
              key={s.sku}
              label={`${s.size} quantity`}
              inputMode="numeric"
              className="crafter-qty"
              value={s.quantity}
              onValue={(q) => onChange({ ...line, sizes: line.sizes.map((x, k) => (k === j ? { ...x, quantity: q } : x)) })}
            />
          ))}
        </div>
      </fieldset>
      <div className="crafter-grid">
        <TextField label="Your unit price" inputMode="decimal" hint="Per unit, e.g. 18.50" error={errors.unit_price} value={line.unitPrice} onValue={(unitPrice) => onChange({ ...line, unitPrice })} />
        <TextField label="Line note (optional)" error={errors.description} value={line.description} onValue={(description) => onChange({ ...line, description })} />
      </div>
      <dl className="crafter-line-facts">
        <div>
          <dt>Total quantity</dt>
          <dd>{quantity}</dd>
        </div>
        <div>
          <dt>Store cost</dt>
          <dd>
            {money(cost)} each{tier ? ` (tier from ${tier.min_qty})` : line.product ? '' : ' (as saved)'}
          </dd>
        </div>
        <div>
          <dt>Your price</dt>
          <dd>{price === null ? '—' : <>{money(price)} each</>}</dd>
        </div>
        <div>
          <dt>Margin</dt>
          <dd>{price === null ? '—' : <>{money(price - cost)} each · {money((price - cost) * quantity)} in all</>}</dd>
        </div>
      </dl>
    </div>
  );
}
