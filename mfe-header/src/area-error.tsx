/** What the header slot shows when it throws while rendering; the rest of the page keeps working. */
export function AreaError({ error: _error }: { error: unknown }) {
  // React already reports the error to the console; shoppers get a way home instead of a stack
  return (
    <div role="alert" className="hdr-area-error">
      The store header could not be shown. <a href="/">Go to the home page</a>
    </div>
  );
}
