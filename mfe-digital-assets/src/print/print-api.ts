// The print flow's calls, parsed with the contracts (zod): imported only by the shopper's chunk.
import { assetResponse, printResponse, purchasesResponse, type PrintBody, type PrintResponse, type PurchasedAsset } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface PrintApi {
  /** GET /api/digital-assets/purchases.json: the signed-in shopper's bought assets (401 for a guest) */
  purchases(): Promise<PurchasedAsset[]>;
  /** POST /api/digital-assets/prints: counts units against the licence and makes the print file (422 licence_cap_reached past the cap) */
  print(body: PrintBody): Promise<PrintResponse>;
  /** the extended licence's SKU of an asset, from its page's answer (the purchase names the asset, not its SKUs) */
  extendedSku(slug: string, store: StoreCode): Promise<string>;
}

export function createPrintApi(http: HttpClient): PrintApi {
  return {
    async purchases() {
      return purchasesResponse.parse(await http.get<unknown>('/api/digital-assets/purchases.json')).purchases;
    },
    async print(body) {
      return printResponse.parse(await http.post<unknown>('/api/digital-assets/prints', body));
    },
    async extendedSku(slug, store) {
      const answer = assetResponse.parse(
        await http.get<unknown>(`/api/digital-assets/assets/${encodeURIComponent(slug)}.json`, { searchParams: { store }, cacheable: true }),
      );
      const extended = answer.asset.licences.find((l) => l.licence === 'extended');
      if (!extended) throw new Error(`${answer.asset.title} has no extended licence to offer.`);
      return extended.sku;
    },
  };
}
