import type { CrafterCustomer } from '@storefront/contracts';

/** The customers of a page: name, email, company, phone, how many addresses; Edit and Delete each. */
export function CustomerList({ customers, onEdit, onDelete }: { customers: CrafterCustomer[]; onEdit(c: CrafterCustomer): void; onDelete(c: CrafterCustomer): void }) {
  return (
    <ul className="crafter-customers" aria-label="Customers">
      {customers.map((c) => (
        <li key={c.id} className="crafter-customer">
          <div>
            <h3 className="crafter-customer__name">{c.name}</h3>
            <p className="crafter-muted">
              {c.email}
              {c.company ? ` · ${c.company}` : ''}
              {c.phone ? ` · ${c.phone}` : ''}
            </p>
            <p className="crafter-muted">{c.addresses.length === 1 ? '1 address' : `${c.addresses.length} addresses`}</p>
          </div>
          <div className="crafter-actions">
            <button type="button" className="sf-button sf-button--small" aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
              Edit
            </button>
            <button type="button" className="sf-button sf-button--small" aria-label={`Delete ${c.name}`} onClick={() => onDelete(c)}>
              Delete
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
