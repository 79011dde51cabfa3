import { useId } from 'react';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import type { WidthChoice } from './width-choice';

/**
 * The artwork's printed width in a panel: a radio per preset, "Other width" and, when chosen, the
 * width typed in inches (starting from the width chosen so far, so the preview stays while it is
 * edited).
 */
export function WidthChoices({
  legend,
  inputLabel,
  presets,
  choice,
  customWidth,
  chosenWidthIn,
  min,
  max,
  describedBy,
  onChoose,
  onCustomWidth,
  storeCode,
}: {
  /** "Artwork width" */
  legend: string;
  /** "Artwork width (inches)" */
  inputLabel: string;
  presets: readonly number[];
  choice: WidthChoice;
  customWidth: string;
  /** the width read from the choice so far, when it is one */
  chosenWidthIn: number | null;
  min: number;
  max?: number;
  /** what says why the typed width is not one, while it is not */
  describedBy: string | undefined;
  onChoose(choice: WidthChoice): void;
  onCustomWidth(value: string): void;
  storeCode: StoreCode;
}) {
  const group = useId();
  return (
    <fieldset className="dl-size__choices">
      <legend>{legend}</legend>
      {presets.map((preset, i) => {
        const preChoice = `preset:${i}` as const;
        return (
          <label key={preset} className="dl-check">
            <input type="radio" name={group} checked={choice === preChoice} onChange={() => onChoose(preChoice)} />
            <span>{formatNumber(preset, storeCode)} in</span>
          </label>
        );
      })}
      <label className="dl-check">
        <input
          type="radio"
          name={group}
          checked={choice === 'custom'}
          onChange={() => {
            if (customWidth === '' && chosenWidthIn !== null) onCustomWidth(String(chosenWidthIn));
            onChoose('custom');
          }}
        />
        <span>Other width</span>
      </label>
      {choice === 'custom' ? (
        <label className="dl-field">
          <span>{inputLabel}</span>
          <input
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={0.01}
            value={customWidth}
            aria-describedby={describedBy}
            onChange={(e) => onCustomWidth(e.target.value)}
          />
        </label>
      ) : null}
    </fieldset>
  );
}
