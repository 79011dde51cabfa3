import { useEffect, useState } from 'react';
import type { CrafterCustomer } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { SelectField, TextField } from '@storefront/ui';
import { usePortal } from '../../portal/portal-context';
import type { DraftCustomer } from './quote-draft';

/** How long typing rests before the customers are searched. */
const SEARCH_DELAY_MS = 250;

export interface CustomerPickerProps {
  value: DraftCustomer | null;
  error: string[] | undefined;
  onChoose(customer: CrafterCustomer | DraftCustomer | null): void;
}

/**
 * The quote's customer: a search (name, email or company) narrowing the list, and a select of
 * what it found; the chosen one stays an option while other searches run.
 */
export function CustomerPicker({ value, error, onChoose }: CustomerPickerProps) {
  const { api } = usePortal();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<CrafterCustomer[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        api.customers({ q: query, page: 1 }).then(
          (answer) => {
            if (!live) return;
            setFound(answer.customers);
            setAnsweredFor(query);
            setProblem(null);
          },
          (err: unknown) => live && setProblem(readFailure(err).message),
        );
      },
      query ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, query]);

  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  return (
    <fieldset className="crafter-fieldset">
      <legend>Customer</legend>
      <div className="crafter-grid">
        <TextField
          label="Find a customer"
          type="search"
          hint="Name, email or company"
          value={query}
          onValue={setQuery}
          // inside the quote's form: Enter searches (it already does as you type), it never saves
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
        <SelectField label="Customer" value={value?.id ?? ''} error={error} onValue={(id) => onChoose(options.find((c) => c.id === id) ?? null)}>
          <option value="">No customer yet</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.email})
            </option>
          ))}
        </SelectField>
      </div>
      {problem ? (
        <p role="alert" className="sf-field__error">
          {problem}
        </p>
      ) : null}
      {query && answeredFor === query && found.length === 0 && !problem ? (
        <p className="crafter-muted" role="status">
          No customers match “{query}”.
        </p>
      ) : null}
    </fieldset>
  );
}
