import { contentPageList, contentPageSource, type ContentPageEdit, type ContentPageList, type ContentPageSource } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

/** Staff's calls for the stored content pages (catalog's /api/staff/content). */
export interface ContentApi {
  list(): Promise<ContentPageList['pages']>;
  source(store: StoreCode, path: string): Promise<ContentPageSource>;
  save(store: StoreCode, path: string, edit: ContentPageEdit): Promise<ContentPageSource>;
}

export function createContentApi(http: HttpClient): ContentApi {
  return {
    async list() {
      return contentPageList.parse(await http.get('/api/staff/content', { cacheBust: true })).pages;
    },
    async source(store, path) {
      return contentPageSource.parse(await http.get(`/api/staff/content/${store}/${path}`, { cacheBust: true }));
    },
    async save(store, path, edit) {
      return contentPageSource.parse(await http.put(`/api/staff/content/${store}/${path}`, edit));
    },
  };
}
