import type { PageData, Registry } from '@storefront/contracts';
import type { LiveBuild } from '../registry/live-builds';
import { BASE_CSS } from './base-css';
import { pageFlagsFor } from './page-flags';
import type { HeadTags } from './seo';
import { siteFooter } from './site-footer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: `<` escaped so no string can close the element. */
const inlineJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface DocumentParts {
  page: PageData;
  registry: Registry;
  head: HeadTags;
  shell: LiveBuild | null;
  /** remotes the first screen needs: their manifests and entries are preloaded */
  remotesForScreen: string[];
  /** the request's query string (with its `?`, or ''): the footer links the same page in the other store */
  search?: string;
}

/** The HTML document: head tags, preloads, inlined page data and registry, and the shell. */
export function renderDocument({ page, registry, head, shell, remotesForScreen, search = '' }: DocumentParts): string {
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
    preloads.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(entry)}">`);
    if (entry.endsWith('/mf-manifest.json')) preloads.push(`<link rel="preload" as="script" href="${escapeHtml(entry.replace(/mf-manifest\.json$/, 'remoteEntry.js'))}">`);
  }
  const shellSrc = shell ? `${shell.basePath}shell.js` : null;
  const flags = Object.entries(pageFlagsFor(page.screen))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  if (shellSrc) preloads.push(`<link rel="preload" as="script" href="${shellSrc}">`);
  return `<!doctype html>
<html lang="${page.locale}"${flags}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
<link rel="canonical" href="${escapeHtml(head.canonical)}">
${Object.entries(head.alternates).map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`).join('\n')}
<meta name="csrf-token" content="${escapeHtml(page.csrfToken)}">
<meta name="theme-color" content="#111827">
${preloads.join('\n')}
<style>${BASE_CSS}</style>
${head.jsonLd ? `<script type="application/ld+json">${inlineJson(head.jsonLd)}</script>` : ''}
<script id="sf-page-data" type="application/json">${inlineJson(page)}</script>
<script id="sf-registry" type="application/json">${inlineJson(registry)}</script>
${shellSrc ? `<script defer src="${shellSrc}"></script>` : ''}
</head>
<body>
<a class="sf-skip-link" href="#sf-main">Skip to content</a>
<div id="sf-header"></div>
<main id="sf-main" tabindex="-1">${shellSrc ? '' : '<p role="alert">The site is not built yet: run <code>npm start</code>.</p>'}</main>
${siteFooter(page.store, page.path + search)}
</body>
</html>`;
}
