import type { PageData, Registry } from '@storefront/contracts';
import type { LiveBuild } from '../registry/live-builds';
import { publicRegistry } from '../registry/registry';
import { BASE_CSS } from './base-css';
import { pageFlagsFor } from './page-flags';
import type { HeadTags } from './seo';
import { FAVICON_PATH } from './favicon';
import { siteFooter } from './site-footer';
import { TELEMETRY } from '@storefront/telemetry';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: `<` escaped so no string can close the element. */
const inlineJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The two areas' slots, rendered only when their part of the stream is due. */
export interface DocumentSlots {
  header(): string;
  main(): string;
  /** sheets of the server-rendered areas, by the browser build's file name (the browser skips the ones present) */
  styles: Map<string, string>;
}

export interface DocumentParts {
  page: PageData;
  registry: Registry;
  head: HeadTags;
  shell: LiveBuild | null;
  /** remotes the first screen needs: their manifests and entries are preloaded */
  remotesForScreen: string[];
  /** the request's query string (with its `?`, or ''): the footer links the same page in the other store */
  search?: string;
  slots: DocumentSlots;
  /** browser problem reporting (@storefront/telemetry reads the tag); left out, pages report nothing */
  telemetry?: { sampleRate: number };
  /** the chunks a remote's lifecycles load at once (its build's manifest), preloaded beside its entry */
  chunksOf?: (remote: string) => string[];
}

/**
 * The HTML document in the order it is streamed (ARCHITECTURE §2.4): the head with preloads,
 * sheets and inlined data, then the header's HTML, then the main area's and the footer. Each part
 * is a function, so the main area renders while the first part is already on the wire.
 */
export function renderDocument({ page, registry, head, shell, remotesForScreen, search = '', slots, chunksOf = () => [], telemetry }: DocumentParts): Array<() => string> {
  const preloads: string[] = [];
  if (head.lcpImage) {
    const { image, sizes } = head.lcpImage;
    preloads.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(sizes)}" type="${escapeHtml(image.type)}" fetchpriority="high">`,
    );
  }
  for (const name of remotesForScreen) {
    const entry = registry.remotes[name]?.entry;
    if (!entry) continue;
    // low priority: the first screen is already in the HTML, so scripts must not take the
    // bandwidth its image needs; they still start now, and nothing waits for another to load
    preloads.push(`<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeHtml(entry)}">`);
    if (!entry.endsWith('/mf-manifest.json')) continue;
    const folder = entry.replace(/mf-manifest\.json$/, '');
    for (const file of ['remoteEntry.js', ...chunksOf(name)]) preloads.push(`<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(folder + file)}">`);
  }
  const shellSrc = shell ? `${shell.basePath}shell.js` : null;
  const flags = Object.entries(pageFlagsFor(page.screen))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  if (shellSrc) preloads.push(`<link rel="preload" as="script" fetchpriority="low" href="${shellSrc}">`);
  // data-href names the browser build's file: its chunk loader finds the sheet here and skips the download
  const sheets = [...slots.styles].map(([id, css]) => `<style data-href="${escapeHtml(id)}">${css.replace(/<\//g, '<\\/')}</style>`).join('');
  const start = `<!doctype html>
<html lang="${page.locale}"${flags}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
<link rel="canonical" href="${escapeHtml(head.canonical)}">
${Object.entries(head.alternates).map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`).join('\n')}
<meta name="csrf-token" content="${escapeHtml(page.csrfToken)}">
${telemetry ? `<meta name="sf-telemetry" content="${escapeHtml(JSON.stringify({ sampleRate: telemetry.sampleRate, endpoint: TELEMETRY.path }))}">\n` : ''}<meta name="theme-color" content="#111827">
<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">
${preloads.join('\n')}
<style>${BASE_CSS}</style>
${sheets}
${head.jsonLd ? `<script type="application/ld+json">${inlineJson(head.jsonLd)}</script>` : ''}
<script id="sf-page-data" type="application/json">${inlineJson(page)}</script>
<script id="sf-registry" type="application/json">${inlineJson(publicRegistry(registry))}</script>
${shellSrc ? `<script defer src="${shellSrc}"></script>` : ''}
</head>
<body>
<a class="sf-skip-link" href="#sf-main">Skip to content</a>
<div id="sf-header">`;
  return [
    () => `${start}${slots.header()}</div>`,
    () => `
<main id="sf-main" tabindex="-1">${shellSrc ? slots.main() : '<p role="alert">The site is not built yet: run <code>npm start</code>.</p>'}</main>
${siteFooter(page.store, page.path + search)}
</body>
</html>`,
  ];
}
