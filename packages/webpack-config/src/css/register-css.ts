/**
 * The run-time half of the CSS loader: every CSS module of a remote calls `registerCss` once when
 * its chunk is evaluated. In the browser it adds one `<style data-sf-css>` per distinct sheet,
 * unless the gateway already inlined it with the server-rendered HTML (same id = same content), so
 * two remotes sharing the UI kit's sheet add it once. On the server (no document) it collects
 * the sheets, and the gateway inlines them beside the area's HTML.
 */
const collected = new Map<string, string>();

export function registerCss(id: string, css: string): void {
  if (typeof document === 'undefined') {
    collected.set(id, css);
    return;
  }
  if (document.querySelector(`style[data-sf-css="${id}"]`)) return;
  const style = document.createElement('style');
  style.dataset.sfCss = id;
  style.textContent = css;
  document.head.append(style);
}

/** Server only: the sheets this bundle's modules registered, in import order. */
export function collectedCss(): Array<{ id: string; css: string }> {
  return [...collected].map(([id, css]) => ({ id, css }));
}
