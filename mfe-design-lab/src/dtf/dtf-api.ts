// The DTF artwork pages' calls, parsed with the contracts (zod). Imported only by the pages' own
// chunks (transfers/transfers-entry.tsx, artwork/artwork-entry.tsx), never by the start page.
import {
  dtfAddResponse,
  dtfArtwork,
  dtfArtworksResponse,
  dtfConfigResponse,
  dtfJobResponse,
  dtfPricingResponse,
  type DtfAddBody,
  type DtfAddResponse,
  type DtfArtwork,
  type DtfArtworksResponse,
  type DtfConfigResponse,
  type DtfJob,
  type DtfPricingResponse,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

/** A server-side tool and what it needs (contracts' dtfSegmentBody, dtfColorChangeBody, dtfCmykBody, dtfRefineBody). */
export type DtfToolRequest =
  | { kind: 'segment'; tolerance?: number }
  | { kind: 'color_change'; from: string; to: string; tolerance?: number }
  | { kind: 'cmyk' }
  | { kind: 'refine'; width_in: number };
export type DtfToolKind = DtfToolRequest['kind'];

/** Each tool's endpoint under /api/users/dtf_artworks/{id}/ (§7). */
export const TOOL_PATHS: Record<DtfToolKind, string> = {
  segment: 'segment_image',
  color_change: 'color_change',
  cmyk: 'cmyk',
  refine: 'redraw_data',
};

export interface DtfPriceQuery {
  store: StoreCode;
  width_in: number;
  height_in: number;
  quantity: number;
  pre_cut: boolean;
}

export interface DtfApi {
  /** the shopper's artworks, most recently changed first, and how many one may keep */
  artworks(): Promise<DtfArtworksResponse>;
  /** one artwork with its versions and the job running on it */
  artwork(id: string): Promise<DtfArtwork>;
  /** goes back (or forward) to one of its versions: every tool's undo */
  chooseVersion(id: string, version: number): Promise<DtfArtwork>;
  deleteArtwork(id: string): Promise<void>;
  /** starts a tool (202 {job}); a second one while a job runs is a 409 */
  startTool(id: string, tool: DtfToolRequest): Promise<DtfJob>;
  job(id: string, jobId: string): Promise<DtfJob>;
  /** stops the running job (409 when nothing runs) */
  cancel(id: string): Promise<DtfJob>;
  /** sizes, press limits and the DPI gate, the same for every shopper */
  config(store: StoreCode): Promise<DtfConfigResponse>;
  /** a transfer product's price for a printed size, by area with quantity tiers */
  pricing(product: string, query: DtfPriceQuery): Promise<DtfPricingResponse>;
  /** the artwork as transfers at one width (the cart derives the height and the price): POST /api/cart/dtf_add */
  addToCart(body: DtfAddBody): Promise<DtfAddResponse>;
}

const BASE = '/api/users/dtf_artworks';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function createDtfApi(http: HttpClient): DtfApi {
  return {
    async artworks() {
      return dtfArtworksResponse.parse(await http.get(BASE));
    },
    async artwork(id) {
      return dtfArtwork.parse(await http.get(one(id)));
    },
    async chooseVersion(id, version) {
      return dtfArtwork.parse(await http.put(`${one(id)}/version`, { version }));
    },
    async deleteArtwork(id) {
      await http.delete(one(id));
    },
    async startTool(id, tool) {
      const { kind, ...body } = tool;
      return dtfJobResponse.parse(await http.post(`${one(id)}/${TOOL_PATHS[kind]}`, body)).job;
    },
    async job(id, jobId) {
      return dtfJobResponse.parse(await http.get(`${one(id)}/jobs/${encodeURIComponent(jobId)}`)).job;
    },
    async cancel(id) {
      return dtfJobResponse.parse(await http.post(`${one(id)}/cancel_process`, {})).job;
    },
    async config(store) {
      return dtfConfigResponse.parse(await http.get('/api/dtf/init_config', { searchParams: { store }, cacheable: true }));
    },
    async pricing(product, q) {
      const searchParams = { store: q.store, width_in: q.width_in, height_in: q.height_in, quantity: q.quantity, pre_cut: String(q.pre_cut) };
      return dtfPricingResponse.parse(await http.get(`/api/products/${encodeURIComponent(product)}/dtf_pricing`, { searchParams, cacheable: true }));
    },
    async addToCart(body) {
      return dtfAddResponse.parse(await http.post('/api/cart/dtf_add', body));
    },
  };
}
