import { designLabItemsResponse, type DesignLabItem } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';

/** Typed calls of the design-lab area; answers are parsed with the contracts. */
export interface DesignLabApi {
  listItems(): Promise<DesignLabItem[]>;
}

export function createDesignLabApi(http: HttpClient): DesignLabApi {
  return {
    async listItems() {
      return designLabItemsResponse.parse(await http.get('/api/design-lab/items.json')).items;
    },
  };
}
