import { useMemo } from 'react';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { createDtfApi } from '../dtf-api';
import { TransfersApp } from './transfers-app';
import { createUploadArtwork } from './upload-artwork';

/** The transfers page's chunk entry (loaded on demand by transfers-screen.tsx): its api, uploader and app. */
export function TransfersEntry({ http, csrfToken, storeCode, catalogNumber }: { http: HttpClient; csrfToken: string; storeCode: StoreCode; catalogNumber: string | null }) {
  const api = useMemo(() => createDtfApi(http), [http]);
  const upload = useMemo(() => createUploadArtwork(() => csrfToken), [csrfToken]);
  return <TransfersApp api={api} upload={upload} storeCode={storeCode} catalogNumber={catalogNumber} />;
}
