import { useId } from 'react';
import { SORTS, SORT_LABELS, sort as sortSchema, type Sort } from '@storefront/contracts';
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
          const chosen = sortSchema.safeParse(e.target.value);
          if (chosen.success) navigate(sortHref(loc, chosen.data));
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
