import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TIMING } from '@storefront/store-config';
import { useShop } from '@storefront/ui';
import { listingUrl } from '@storefront/routing';
import { lineFilterOf, MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, SEARCH_CATEGORIES, searchFromQuery, searchUrl, type SearchCategory } from './search-url';

const TOO_SHORT = `Please enter at least ${MIN_SEARCH_LENGTH} characters`;

interface SearchFormProps {
  /** the current query string: the form mirrors a results page's search and category */
  routeSearch: string;
  navigate(url: string): void;
}

/**
 * Masthead search (§2, §5). The form is `noValidate` and validity is checked by hand on submit:
 * `checkValidity()` runs the native constraints (required, minLength, maxLength) without the
 * browser's own bubble, and our popup shows `validationMessage` for 3 s instead. A custom validity
 * covers what the native rules miss: whitespace-only input and `tooShort`, which browsers only
 * report after the user edited the value (and jsdom never does).
 *
 * The form is also a plain GET form to the results page (with the category's `line_filter` as a
 * hidden field), so a search typed into the server-rendered header before its script has run
 * still lands on the results rather than reloading the page it was typed on.
 */
export function SearchForm({ routeSearch, navigate }: SearchFormProps) {
  const { code: store } = useShop();
  const [fromRoute, setFromRoute] = useState(routeSearch);
  const [term, setTerm] = useState(() => searchFromQuery(routeSearch).term);
  const [category, setCategory] = useState<SearchCategory>(() => searchFromQuery(routeSearch).category);
  const [popup, setPopup] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = useId();
  const popupId = useId();

  // a navigation (results page, back button) resets the form to what the new URL searched for
  if (fromRoute !== routeSearch) {
    const next = searchFromQuery(routeSearch);
    setFromRoute(routeSearch);
    setTerm(next.term);
    setCategory(next.category);
  }

  useEffect(() => () => clearTimeout(popupTimer.current), []);

  const hidePopup = () => {
    clearTimeout(popupTimer.current);
    setPopup(null);
  };

  const lineFilter = lineFilterOf(category);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = inputRef.current;
    if (!input) return;
    const trimmed = input.value.trim();
    input.setCustomValidity(input.value !== '' && trimmed.length < MIN_SEARCH_LENGTH ? TOO_SHORT : '');
    if (!input.checkValidity()) {
      clearTimeout(popupTimer.current);
      setPopup(input.validationMessage || TOO_SHORT);
      popupTimer.current = setTimeout(() => setPopup(null), TIMING.searchValidationPopupMs);
      return;
    }
    hidePopup();
    navigate(searchUrl(trimmed, category, store));
  };

  return (
    <form
      role="search"
      aria-label="Product search"
      className="hdr-search"
      method="get"
      action={listingUrl({}, store)}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(e) => e.key === 'Escape' && popup !== null && hidePopup()}
    >
      <div role="group" aria-label="Search in" className="hdr-search__categories">
        {SEARCH_CATEGORIES.map((c) => (
          <button
            key={c.key}
            type="button"
            className="hdr-search__category"
            aria-pressed={category === c.key}
            onClick={() => setCategory(c.key)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <div className="hdr-search__field">
        <label htmlFor={inputId} className="sf-visually-hidden">
          Search products
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="hdr-search__input"
          type="search"
          name="search"
          placeholder="Search transfers, shirts, stickers…"
          autoComplete="off"
          required
          minLength={MIN_SEARCH_LENGTH}
          maxLength={MAX_SEARCH_LENGTH}
          value={term}
          aria-invalid={popup !== null || undefined}
          aria-describedby={popup !== null ? popupId : undefined}
          onChange={(e) => setTerm(e.target.value)}
          onFocus={() => popup !== null && hidePopup()}
        />
        <button type="submit" className="hdr-search__submit">
          <svg className="hdr-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <span className="sf-visually-hidden">Search</span>
        </button>
        {popup !== null ? (
          <div role="alert" id={popupId} className="hdr-search__popup">
            {popup}
          </div>
        ) : null}
      </div>
      {/* after the search box, so the native URL has the same order as the script's */}
      {lineFilter !== undefined ? <input type="hidden" name="line_filter" value={lineFilter} /> : null}
    </form>
  );
}
