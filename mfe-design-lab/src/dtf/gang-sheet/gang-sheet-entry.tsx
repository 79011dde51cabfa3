import { useMemo } from 'react';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { createGangSheetApi } from './gang-sheet-api';
import { GangSheetApp } from './gang-sheet-app';

/** The gang-sheet builder's chunk entry (loaded on demand by gang-sheet-screen.tsx): its api and app. */
export function GangSheetEntry({ http, storeCode, fromCart, cartId }: { http: HttpClient; storeCode: StoreCode; fromCart: boolean; cartId: string | null }) {
  const api = useMemo(() => createGangSheetApi(http), [http]);
  return <GangSheetApp api={api} storeCode={storeCode} fromCart={fromCart} cartId={cartId} />;
}
