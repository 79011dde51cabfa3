import type { FastifyBaseLogger } from 'fastify';
import type { PageData } from '@storefront/contracts';
import { AREAS, type Area } from '@storefront/routing';
import type { RegistrySource } from '../registry/registry';
import type { ServerBundle, ServerBundles } from './server-bundles';

export interface AreaRenderInput {
  pageData: PageData;
  /** the requested pathname and search */
  url: string;
}

/** An area the route mounts, with the server bundle of its live build when one loads. */
export interface PlannedArea {
  area: Pick<Area, 'name' | 'slot' | 'remote'>;
  bundle: ServerBundle | null;
}

export interface AreaPlan {
  areas: PlannedArea[];
  /** the sheets of those bundles, by content id, each once: inlined in the head */
  styles: Map<string, string>;
}

export interface AreaDeps {
  registry: RegistrySource;
  bundles: ServerBundles;
  log: FastifyBaseLogger;
}

/**
 * The areas the route mounts and their server bundles, loaded before anything is sent so the
 * head can carry their sheets. A bundle that fails to load is logged and its area renders in the
 * browser (ARCHITECTURE §2.4).
 */
export function planAreas(screen: PageData['screen'], deps: AreaDeps): AreaPlan {
  const plan: AreaPlan = { areas: [], styles: new Map() };
  for (const area of AREAS) {
    if (area.screens !== 'always' && !area.screens.includes(screen)) continue;
    let bundle: ServerBundle | null = null;
    const file = deps.registry.serverBundle(area.remote);
    if (file) {
      try {
        bundle = deps.bundles.load(file);
        for (const { id, css } of bundle.styles()) if (!plan.styles.has(id)) plan.styles.set(id, css);
      } catch (err) {
        deps.log.error({ err, remote: area.remote }, 'server bundle failed to load: the area renders in the browser');
      }
    }
    plan.areas.push({ area, bundle });
  }
  return plan;
}

/**
 * One area's slot element, as the shell's `slotFor` would create it. A slot the server rendered
 * carries `data-ssr` and is hydrated; a failed render is logged and the slot left empty for the
 * browser, so one broken remote never costs the page.
 */
export function renderSlot({ area, bundle }: PlannedArea, input: AreaRenderInput, log: FastifyBaseLogger): string {
  let html: string | null = null;
  if (bundle) {
    try {
      html = bundle.render(input);
    } catch (err) {
      log.error({ err, remote: area.remote, url: input.url }, 'server rendering failed: the area renders in the browser');
    }
  }
  return `<div id="sf-area-${area.name}" data-area="${area.name}"${html === null ? '' : ' data-ssr'}>${html ?? ''}</div>`;
}
