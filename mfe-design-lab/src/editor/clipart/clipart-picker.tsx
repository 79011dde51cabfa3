import { useId, useState } from 'react';
import { CLIPART_VIEW_BOX, searchClipart } from '@storefront/design-document';
import type { EditorModel } from '../editor.store';

/** How many shapes show at once: enough to browse, few enough for a phone. */
const SHOWN = 24;

/** The clipart library, searchable by name and tag; a click puts the shape in the middle of the area. */
export function ClipartPicker({ model }: { model: EditorModel }) {
  const [query, setQuery] = useState('');
  const found = searchClipart(query);
  const resultsId = useId();
  return (
    <section className="dl-panel" aria-labelledby="dl-clipart-title">
      <h2 id="dl-clipart-title">Clipart</h2>
      <label className="dl-field">
        <span>Search clipart</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-controls={resultsId} />
      </label>
      <p role="status" className="dl-muted">
        {found.length === 0 ? 'No clipart matches.' : `${found.length} shape${found.length === 1 ? '' : 's'}`}
      </p>
      <ul id={resultsId} className="dl-clipart" aria-label="Clipart">
        {found.slice(0, SHOWN).map((c) => (
          <li key={c.id}>
            <button type="button" className="dl-clipart__item" aria-label={`Add ${c.name}`} title={c.name} onClick={() => model.addClipart(c.id)}>
              <svg viewBox={CLIPART_VIEW_BOX} aria-hidden="true" focusable="false">
                <path d={c.path} />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
