import { useId } from 'react';
import { isSort, SORTS, SORT_LABELS, type Sort } from '@storefront/contracts';
import { useNavigate } from '@storefront/ui';
import { sortHref, type PageLocation } from './listing-url';

export function SortSelect({ loc, value }: { loc: PageLocation; value: Sort }) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="mfl-sort">
      <label htmlFor={id} className="mfl-sort__label">
        Sort by
      </label>
      <select
        id={id}
        className="mfl-select"
        value={value}
        onChange={(e) => {
          const chosen = e.target.value;
          if (isSort(chosen)) navigate(sortHref(loc, chosen));
        }}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
