import { formatNumber, type StoreCode } from '@storefront/store-config';

/**
 * How many of a print: typed (within `min`–`max`), or one of the quantity tiers' minimums as a
 * quick choice (known once a price has come back), pressed when it is the quantity chosen.
 * `label` names the input ("Quantity of stickers"), `quickLabel` each quick choice ("50 stickers").
 */
export function TierQuantity({
  value,
  onValue,
  tierMinimums,
  invalid,
  describedBy,
  storeCode,
  min,
  max,
  label,
  quickLabel,
}: {
  value: string;
  onValue(value: string): void;
  tierMinimums: number[];
  invalid: boolean;
  describedBy: string | undefined;
  storeCode: StoreCode;
  min: number;
  max: number;
  label: string;
  /** a quick choice's name, "50 stickers" */
  quickLabel(count: number): string;
}) {
  return (
    <div className="dl-tier-quantity">
      <label className="dl-field">
        <span>{label}</span>
        <input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onValue(e.target.value)}
        />
      </label>
      {tierMinimums.length > 0 ? (
        <div className="dl-tier-quantity__quick" role="group" aria-label="Quick quantities">
          {tierMinimums.map((n) => (
            <button
              key={n}
              type="button"
              className="sf-button sf-button--small"
              aria-label={quickLabel(n)}
              aria-pressed={value.trim() === String(n)}
              onClick={() => onValue(String(n))}
            >
              {formatNumber(n, storeCode)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
