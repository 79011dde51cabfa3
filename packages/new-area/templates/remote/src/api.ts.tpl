import { __camel__ItemsResponse, type __Pascal__Item } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';

/** Typed calls of the __kebab__ area; answers are parsed with the contracts. */
export interface __Pascal__Api {
  listItems(): Promise<__Pascal__Item[]>;
}

export function create__Pascal__Api(http: HttpClient): __Pascal__Api {
  return {
    async listItems() {
      return __camel__ItemsResponse.parse(await http.get('/api/__kebab__/items.json')).items;
    },
  };
}
