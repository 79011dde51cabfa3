// The selected colour lives in the URL as ?color={composition id} so a shared link opens on it.
const KEY = 'color';

export function readColorParam(search: string): number | null {
  const raw = new URLSearchParams(search).get(KEY);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** replaceState, not pushState: picking a colour is not a step the Back button should undo. */
export function writeColorParam(id: number): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get(KEY) === String(id)) return;
  url.searchParams.set(KEY, String(id));
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
