/**
 * The store's mark: a tee with an ink drop printed on its chest. Drawn in the header's accent
 * (the `.hdr-logo__mark` fill); the drop is knocked out in white. Decorative: the link names the store.
 */
export function StoreLogo() {
  return (
    <svg className="hdr-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-testid="store-logo">
      <path d="M11 4 4 8l3 6 3-1.5V28h12V12.5l3 1.5 3-6-7-4a5 5 0 0 1-10 0Z" />
      <path d="M16 12.5c-2.7 3.3-4.1 5.6-4.1 7.5a4.1 4.1 0 0 0 8.2 0c0-1.9-1.4-4.2-4.1-7.5Z" fill="#ffffff" />
    </svg>
  );
}
