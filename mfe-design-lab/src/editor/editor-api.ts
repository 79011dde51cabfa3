// The editor's calls, parsed with the contracts (zod): the editor's chunk carries the design
// document's schema anyway, and it loads only on /design-lab.
import {
  latestProjectResponse,
  madeAddResponse,
  madeEditResponse,
  madeProductResponse,
  projectResponse,
  type MadeAddBody,
  type MadeAddResponse,
  type MadeEditResponse,
  type MadeUpdateBody,
  type MadeProductResponse,
  type ProjectResponse,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface EditorApi {
  product(slug: string, color: number | null, store: StoreCode): Promise<MadeProductResponse>;
  /** the shopper's last project on this product, or null */
  latestProject(product: string): Promise<ProjectResponse | null>;
  project(id: string): Promise<ProjectResponse>;
  createProject(document: unknown): Promise<ProjectResponse>;
  /** an autosave: answers 409 when `revision` is no longer the saved one */
  saveProject(id: string, document: unknown, revision: number): Promise<ProjectResponse>;
  addToCart(body: MadeAddBody): Promise<MadeAddResponse>;
  /** a design of the shopper's cart, to edit ("Edit design") */
  cartDesign(id: string, store: StoreCode): Promise<MadeEditResponse>;
  /** saves an edited cart design and its sizes back (made_update) */
  updateInCart(body: MadeUpdateBody): Promise<MadeAddResponse>;
}

export function createEditorApi(http: HttpClient): EditorApi {
  return {
    async product(slug, color, store) {
      const searchParams = color === null ? { store } : { store, color };
      return madeProductResponse.parse(await http.get(`/api/made/products/${encodeURIComponent(slug)}`, { searchParams, cacheable: true }));
    },
    async latestProject(product) {
      return latestProjectResponse.parse(await http.get('/api/made/design_projects/latest', { searchParams: { product } })).project;
    },
    async project(id) {
      return projectResponse.parse(await http.get(`/api/made/design_projects/${encodeURIComponent(id)}`));
    },
    async createProject(document) {
      return projectResponse.parse(await http.post('/api/made/design_projects', { document }));
    },
    async saveProject(id, document, revision) {
      return projectResponse.parse(await http.put(`/api/made/design_projects/${encodeURIComponent(id)}`, { document, revision }));
    },
    async addToCart(body) {
      return madeAddResponse.parse(await http.post('/api/cart/made_add', body));
    },
    async cartDesign(id, store) {
      return madeEditResponse.parse(await http.get(`/api/cart/made_designs/${encodeURIComponent(id)}`, { searchParams: { store } }));
    },
    async updateInCart(body) {
      return madeAddResponse.parse(await http.put('/api/v2/cart/made_update.json', body));
    },
  };
}
