import { createContext, useContext, useState, type ReactNode } from 'react';
import type { HttpClient } from '@storefront/http';
import { useShop } from '../store/store-context';
import { createFavoritesCache, type FavoritesCache, type FavoritesReport } from './favorites-cache';

const FavoritesContext = createContext<FavoritesCache | null>(null);

/** One favorites cache for everything an area mounts (§4: the list is fetched once per page). */
export function FavoritesProvider({ http, report, children }: { http: HttpClient; report?: FavoritesReport; children: ReactNode }) {
  const { code } = useShop();
  const [cache] = useState(() => createFavoritesCache(http, code, report));
  return <FavoritesContext.Provider value={cache}>{children}</FavoritesContext.Provider>;
}

export function useFavorites(): FavoritesCache {
  const cache = useContext(FavoritesContext);
  if (!cache) throw new Error('useFavorites needs a FavoritesProvider around it');
  return cache;
}
