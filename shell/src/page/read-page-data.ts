import { pageData, registry, type PageData, type Registry } from '@storefront/contracts';

function readJson(id: string): unknown {
  const el = document.getElementById(id);
  if (!el?.textContent) return undefined;
  return JSON.parse(el.textContent);
}

/** The page data the gateway inlined for the first route (store, screen, first data, token). */
export function readPageData(): PageData {
  return pageData.parse(readJson('sf-page-data'));
}

/** The remote registry: inlined by the gateway, else fetched from it. */
export async function readRegistry(): Promise<Registry> {
  const inline = readJson('sf-registry');
  if (inline) return registry.parse(inline);
  const res = await fetch('/registry.json', { credentials: 'same-origin' });
  return registry.parse(await res.json());
}
