import { compiler, sanitizer } from 'markdown-to-jsx/html';
import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import { fillPlaceholders } from './content-placeholders';

/**
 * A content page's Markdown as the HTML shoppers get. Raw HTML in the source is shown as text,
 * never parsed (a pasted `<script>` is harmless); URLs go through the library's sanitizer, which
 * drops `javascript:` and the like; a link to one of our pages (`/shipping`) gets the store's
 * prefix, so the Canadian store's pages link within the Canadian store.
 */
export function renderContent(source: string, store: StoreCode): string {
  return compiler(fillPlaceholders(source, store), {
    disableParsingRawHTML: true,
    tagfilter: true,
    forceWrapper: false,
    sanitizer: (value, tag, attribute) => {
      const safe = sanitizer(value);
      if (safe === null) return null;
      return tag === 'a' && attribute === 'href' && safe.startsWith('/') && !safe.startsWith('//') ? withStore(safe, store) : safe;
    },
  });
}
