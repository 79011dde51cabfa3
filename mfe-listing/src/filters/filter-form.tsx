import { useId, useRef, type FormEvent, type MouseEvent } from 'react';
import type { FacetValue, Facets } from '@storefront/contracts';
import { formatNumber } from '@storefront/store-config';
import { isPlainLeftClick, useShop, useStoreWords } from '@storefront/ui';
import { clearFiltersHref, hasFilters, hrefOf, listValues, toggleHref, type FilterScope, type PageLocation } from '../listing/listing-url';

interface GroupSpec {
  key: 'line' | 'category' | 'brand' | 'color' | 'size' | 'format' | 'tag';
  legend: string;
  values: readonly FacetValue[];
  /** radios hold one value (the API takes one category and one brand) */
  multiple: boolean;
}

export interface FilterFormProps {
  facets: Facets;
  loc: PageLocation;
  scope: FilterScope;
  locked: boolean;
  /** reads the lock at event time, so a second click before re-render is still ignored */
  isLocked(): boolean;
  go(href: string): boolean;
  /**
   * The phone sheet's mode: a tap only changes the choice, reported as the page it would make;
   * nothing navigates until the shopper applies (with `submitLabel`, "Show 42 products").
   */
  collect?: { onChange(href: string): void; submitLabel: string };
}

const PRICE_MIN = 'price_min_dollars';
const PRICE_MAX = 'price_max_dollars';

/** "12.5" → 1250 cents; blank or not a non-negative amount → null. */
export function dollarsToCents(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
}

function centsToDollars(param: string | null): string {
  if (param === null || !/^\d+$/.test(param)) return '';
  const n = Number(param) / 100;
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** A dollar amount the shopper types; the query carries cents (price_min / price_max). */
function PriceField({ label, name, placeholderCents, value }: { label: string; name: string; placeholderCents: number; value: string | null }) {
  return (
    <label className="mfl-field">
      <span className="mfl-field__label">{label}</span>
      <input
        type="number"
        name={name}
        min={0}
        step="0.01"
        inputMode="decimal"
        placeholder={centsToDollars(String(placeholderCents))}
        defaultValue={centsToDollars(value)}
        className="mfl-input"
      />
    </label>
  );
}

/** Chosen values the facets no longer list stay visible so they can be unchosen. */
function withChosen(values: readonly FacetValue[], chosen: readonly string[]): FacetValue[] {
  const missing = chosen.filter((c) => !values.some((v) => v.value === c)).map((c) => ({ value: c, label: c, count: 0 }));
  return [...values, ...missing];
}

/**
 * The facet filter (§4). Each value is an input plus a real link to the toggled URL; clicking the
 * link toggles the input and submits the form, and the submit navigates once: after that the
 * buttons stay disabled until the page is replaced or restored from history.
 */
export function FilterForm({ facets, loc, scope, locked, isLocked, go, collect }: FilterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const store = useShop();
  const { Colour } = useStoreWords();

  const groups: GroupSpec[] = [
    { key: 'line', legend: 'Business line', values: facets.business_lines, multiple: true },
    ...(scope.categoryIsFilter ? [{ key: 'category' as const, legend: 'Category', values: facets.categories, multiple: false }] : []),
    ...(scope.brandIsFilter ? [{ key: 'brand' as const, legend: 'Brand', values: facets.brands, multiple: false }] : []),
    { key: 'color', legend: Colour, values: facets.colors, multiple: true },
    { key: 'size', legend: 'Size', values: facets.sizes, multiple: true },
    // digital assets only: a listing without any shows neither group
    { key: 'format', legend: 'File format', values: facets.formats, multiple: true },
    { key: 'tag', legend: 'Tag', values: facets.tags, multiple: true },
  ];

  const formHref = (form: HTMLFormElement): string => {
    const data = new FormData(form);
    const params = new URLSearchParams(loc.params);
    for (const key of ['page', 'price_min', 'price_max', ...groups.map((g) => g.key)]) params.delete(key);
    for (const { key } of groups) {
      for (const value of data.getAll(key)) if (typeof value === 'string' && value !== '') params.append(key, value);
    }
    let min = dollarsToCents(data.get(PRICE_MIN));
    let max = dollarsToCents(data.get(PRICE_MAX));
    // a reversed range is what the shopper meant the other way round, not an error
    if (min !== null && max !== null && min > max) [min, max] = [max, min];
    if (min !== null) params.set('price_min', String(min));
    if (max !== null) params.set('price_max', String(max));
    return hrefOf(loc.pathname, params);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go(formHref(e.currentTarget)); // ignored while locked
  };

  const onPick = (e: MouseEvent<HTMLAnchorElement>, inputId: string) => {
    if (!isPlainLeftClick(e)) return; // new tab / window: the href already is the toggled page
    e.preventDefault();
    if (isLocked()) return;
    const input = formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(inputId)}`);
    if (!input) return;
    // a radio's own link unchecks it: links toggle, whatever the input type
    input.checked = !input.checked;
    if (collect && formRef.current) collect.onChange(formHref(formRef.current));
    else formRef.current?.requestSubmit();
  };

  const filtered = hasFilters(loc, scope);

  return (
    <form
      ref={formRef}
      className="mfl-filters"
      aria-label="Product filters"
      method="get"
      onSubmit={onSubmit}
      // a box ticked directly or a price typed: the sheet recounts (the links report in onPick)
      onChange={collect ? (e) => collect.onChange(formHref(e.currentTarget)) : undefined}
    >
      {groups.map((group) => {
        const chosen = listValues(loc.params, group.key);
        const values = withChosen(group.values, chosen);
        if (values.length === 0) return null;
        return (
          <fieldset key={group.key} className={`mfl-facet mfl-facet--${group.key}`}>
            <legend className="mfl-facet__legend">{group.legend}</legend>
            <ul className="mfl-facet__list">
              {values.map((v, i) => {
                const inputId = `${ids}-${group.key}-${i}`;
                return (
                  <li key={v.value} className="mfl-facet__option">
                    <input
                      id={inputId}
                      type={group.multiple ? 'checkbox' : 'radio'}
                      name={group.key}
                      value={v.value}
                      defaultChecked={chosen.includes(v.value)}
                      aria-label={v.label}
                      className="mfl-facet__input"
                    />
                    <a
                      href={toggleHref(loc, group.key, v.value, group.multiple)}
                      className="mfl-facet__link"
                      rel="nofollow"
                      onClick={(e) => onPick(e, inputId)}
                    >
                      {group.key === 'color' ? <span className="mfl-swatch mfl-swatch--small" aria-hidden="true" style={{ backgroundColor: v.hex ?? v.value }} /> : null}
                      <span className="mfl-facet__label">{v.label}</span>
                      {v.count > 0 ? <span className="mfl-facet__count"> ({formatNumber(v.count, store.code)})</span> : null}
                    </a>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}

      <fieldset className="mfl-facet mfl-facet--price">
        <legend className="mfl-facet__legend">Price</legend>
        <div className="mfl-price">
          <PriceField label={`Min price (${store.currency})`} name={PRICE_MIN} placeholderCents={facets.price.min} value={loc.params.get('price_min')} />
          <PriceField label={`Max price (${store.currency})`} name={PRICE_MAX} placeholderCents={facets.price.max} value={loc.params.get('price_max')} />
        </div>
      </fieldset>

      <div className="mfl-actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={locked}>
          {collect?.submitLabel ?? 'Apply filters'}
        </button>
        {filtered ? (
          <a
            href={clearFiltersHref(loc, scope)}
            className="mfl-link"
            onClick={(e) => {
              if (!isPlainLeftClick(e)) return;
              e.preventDefault();
              go(clearFiltersHref(loc, scope));
            }}
          >
            Clear all filters
          </a>
        ) : null}
      </div>
    </form>
  );
}
