import { useMemo } from 'react';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { createLettersApi } from './letters-api';
import { LettersApp } from './letters-app';

/** The lettering page's chunk entry (loaded on demand by letters-screen.tsx): its api and app. */
export function LettersEntry({ http, storeCode }: { http: HttpClient; storeCode: StoreCode }) {
  const api = useMemo(() => createLettersApi(http), [http]);
  return <LettersApp api={api} storeCode={storeCode} />;
}
