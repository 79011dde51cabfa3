/** Previous / Next under a paged list, with where the shopper is ("Page 2 of 5"). */
export function Pager({ label, page, perPage, total, onPage }: { label: string; page: number; perPage: number; total: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (pages <= 1) return null;
  return (
    <nav className="crafter-pager" aria-label={label}>
      <button type="button" className="sf-button sf-button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="sf-button sf-button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
