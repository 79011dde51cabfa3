/** Busy indicator with an accessible name; `label` is also shown as text when `visibleLabel` is set. */
export function Spinner({ label = 'Loading', visibleLabel = false }: { label?: string; visibleLabel?: boolean }) {
  return (
    <span role="status" aria-label={label} className="sf-spinner">
      <span className="sf-spinner__dot" aria-hidden="true" />
      {visibleLabel ? <span className="sf-spinner__text">{label}</span> : null}
    </span>
  );
}
