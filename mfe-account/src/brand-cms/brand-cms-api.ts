import {
  brandPageEditorView,
  managedBrandsResponse,
  publishRequestList,
  publishRequestView,
  type BrandPageDraft,
  type BrandPageEditorView,
  type PublishRequestDecision,
  type PublishRequestView,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';

export type ManagedBrand = ReturnType<typeof managedBrandsResponse.parse>['brands'][number];

/** The brand CMS's calls (catalog's /api/cms and /api/staff/brand-publish-requests); answers parsed with the contracts. */
export interface BrandCmsApi {
  /** the brands the signed-in manager (or staff) edits; 401 guest, 403 without the role */
  managedBrands(): Promise<ManagedBrand[]>;
  editor(slug: string): Promise<BrandPageEditorView>;
  saveDraft(slug: string, draft: BrandPageDraft): Promise<BrandPageEditorView>;
  requestPublish(slug: string, note: string): Promise<PublishRequestView>;
  withdrawRequest(slug: string): Promise<PublishRequestView>;
  /** staff: the requests waiting, oldest first */
  pendingRequests(): Promise<PublishRequestView[]>;
  decide(id: string, decision: PublishRequestDecision): Promise<PublishRequestView>;
}

export function createBrandCmsApi(http: HttpClient): BrandCmsApi {
  const brand = (slug: string) => `/api/cms/brands/${encodeURIComponent(slug)}`;
  return {
    async managedBrands() {
      return managedBrandsResponse.parse(await http.get('/api/cms/brands', { cacheBust: true })).brands;
    },
    async editor(slug) {
      return brandPageEditorView.parse(await http.get(brand(slug), { cacheBust: true }));
    },
    async saveDraft(slug, draft) {
      return brandPageEditorView.parse(await http.put(`${brand(slug)}/draft`, draft));
    },
    async requestPublish(slug, note) {
      return publishRequestView.parse(await http.post(`${brand(slug)}/publish-requests`, { note }));
    },
    async withdrawRequest(slug) {
      return publishRequestView.parse(await http.delete(`${brand(slug)}/publish-requests/pending`));
    },
    async pendingRequests() {
      return publishRequestList.parse(await http.get('/api/staff/brand-publish-requests', { searchParams: { status: 'pending' }, cacheBust: true })).requests;
    },
    async decide(id, decision) {
      return publishRequestView.parse(await http.post(`/api/staff/brand-publish-requests/${encodeURIComponent(id)}/decision`, decision));
    },
  };
}
