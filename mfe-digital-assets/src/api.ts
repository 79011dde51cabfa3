import { digitalHomeResponse, type ProductCard } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';

/** Typed calls of the digital-assets area; answers are parsed with the contracts. */
export interface DigitalAssetsApi {
  listItems(): Promise<ProductCard[]>;
}

export function createDigitalAssetsApi(http: HttpClient): DigitalAssetsApi {
  return {
    async listItems() {
      return digitalHomeResponse.parse(await http.get('/api/digital-assets/home.json')).featured;
    },
  };
}
