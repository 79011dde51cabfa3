import type { PageData, Registry } from '@storefront/contracts';

// Type-only imports: the gateway builds both documents from the same contracts, so the shell
// carries no schema library (zod would add ~60 KiB gzip to every page).

function readJson(id: string): unknown {
  const el = document.getElementById(id);
  if (!el?.textContent) return undefined;
  return JSON.parse(el.textContent);
}

/** The page data the gateway inlined for the first route (store, screen, first data, token). */
export function readPageData(): PageData {
  const data = readJson('sf-page-data') as PageData | undefined;
  if (!data || typeof data.csrfToken !== 'string' || !data.menu) throw new Error('The page is missing its page data (sf-page-data).');
  return data;
}

/** The remote registry: inlined by the gateway, else fetched from it. */
export async function readRegistry(): Promise<Registry> {
  const inline = readJson('sf-registry') as Registry | undefined;
  if (inline?.remotes) return inline;
  const res = await fetch('/registry.json', { credentials: 'same-origin' });
  return (await res.json()) as Registry;
}
