import { useId, useState, type CSSProperties } from 'react';
import { isMaterial, MATERIALS, type Facets, type Material } from '@storefront/contracts';
import { materialHref, type PageLocation } from '../listing/listing-url';
import { activeMaterialRange, canApply, initialChoice, PERCENT_MAX, PERCENT_MIN, withMax, withMin, type MaterialChoice } from './material-choice';

type MaterialFacet = Facets['materials'][number];

function titleCase(m: Material): string {
  return m.charAt(0).toUpperCase() + m.slice(1);
}

/** Materials to offer: those in the result set, plus the active one even if the results no longer list it. */
function options(materials: readonly MaterialFacet[], active: Material | ''): { name: Material; label: string; facet?: MaterialFacet }[] {
  const out: { name: Material; label: string; facet?: MaterialFacet }[] = materials.map((f) => ({ name: f.name, label: f.label, facet: f }));
  if (active !== '' && !out.some((o) => o.name === active)) out.push({ name: active, label: titleCase(active) });
  // keep the contract's fibre order so the list does not reshuffle between pages
  return out.sort((a, b) => MATERIALS.indexOf(a.name) - MATERIALS.indexOf(b.name));
}

/**
 * Material percentage filter (§4, §5): a material dropdown and a two-thumb percentage range.
 * The range is disabled until a material is chosen; Apply writes `{material}_range=min,max`.
 */
export function MaterialFilter({
  materials,
  loc,
  locked,
  go,
}: {
  materials: readonly MaterialFacet[];
  loc: PageLocation;
  locked: boolean;
  go(href: string): boolean;
}) {
  const [initial] = useState(() => initialChoice(loc.params));
  const [choice, setChoice] = useState<MaterialChoice>(initial);
  const active = activeMaterialRange(loc.params) !== null;
  const ids = useId();
  const list = options(materials, choice.material);
  const facet = list.find((o) => o.name === choice.material)?.facet;
  const disabled = choice.material === '';
  const applicable = canApply(initial, choice);

  return (
    <form
      className="mfl-material"
      aria-label="Material percentage"
      onSubmit={(e) => {
        e.preventDefault();
        if (!canApply(initial, choice) || choice.material === '') return;
        go(materialHref(loc, { material: choice.material, min: choice.min, max: choice.max }));
      }}
    >
      <fieldset className="mfl-facet">
        <legend className="mfl-facet__legend">Material</legend>
        <label htmlFor={`${ids}-material`} className="sf-visually-hidden">
          Material
        </label>
        <select
          id={`${ids}-material`}
          className="mfl-select"
          value={choice.material}
          onChange={(e) => {
            const picked = e.target.value;
            setChoice((c) => ({ ...c, material: isMaterial(picked) ? picked : '' }));
          }}
        >
          <option value="">Choose a material</option>
          {list.map((o) => (
            <option key={o.name} value={o.name}>
              {o.label}
            </option>
          ))}
        </select>

        <div
          className={`mfl-range${disabled ? ' mfl-range--disabled' : ''}`}
          style={{ '--mfl-lo': `${choice.min}%`, '--mfl-hi': `${choice.max}%` } as CSSProperties}
        >
          <label htmlFor={`${ids}-min`} className="sf-visually-hidden">
            Minimum percentage
          </label>
          <input
            id={`${ids}-min`}
            type="range"
            className="mfl-range__input mfl-range__input--min"
            min={PERCENT_MIN}
            max={PERCENT_MAX}
            step={1}
            value={choice.min}
            disabled={disabled}
            aria-valuetext={`${choice.min}%`}
            onChange={(e) => setChoice((c) => withMin(c, Number(e.target.value)))}
          />
          <label htmlFor={`${ids}-max`} className="sf-visually-hidden">
            Maximum percentage
          </label>
          <input
            id={`${ids}-max`}
            type="range"
            className="mfl-range__input mfl-range__input--max"
            min={PERCENT_MIN}
            max={PERCENT_MAX}
            step={1}
            value={choice.max}
            disabled={disabled}
            aria-valuetext={`${choice.max}%`}
            onChange={(e) => setChoice((c) => withMax(c, Number(e.target.value)))}
          />
        </div>
        <p className="mfl-range__value" aria-live="polite">
          {disabled ? 'Choose a material to set a percentage.' : `${choice.min}% – ${choice.max}% ${choice.material}`}
          {facet ? <span className="mfl-range__seen"> (here: {facet.min}–{facet.max}%)</span> : null}
        </p>

        <div className="mfl-actions">
          <button type="submit" className="sf-button sf-button--primary" aria-label="Apply material filter" disabled={!applicable || locked}>
            Apply
          </button>
          {active ? (
            <button
              type="button"
              className="sf-button"
              aria-label="Clear material filter"
              disabled={locked}
              onClick={() => {
                go(materialHref(loc, null));
              }}
            >
              Clear
            </button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
