import { useMemo } from 'react';
import type { HttpClient } from '@storefront/http';
import { createDigitalAssetsApi } from '../api';
import { createPrintApi } from '../print/print-api';
import { createFetchFile, createSendArtwork } from '../print/print-transport';
import { createUploadAssetFile } from '../uploads/upload-asset-file';
import { createUploadsApi } from '../uploads/uploads-api';
import { ShopperApp } from './shopper-app';

/** The shopper chunk's entry (loaded by shopper-section.tsx): its calls and transports, then the app. */
export function ShopperEntry({ http, csrfToken, slug }: { http: HttpClient; csrfToken: string; slug: string | null }) {
  const uploadsApi = useMemo(() => createUploadsApi(http), [http]);
  const printApi = useMemo(() => ({ ...createPrintApi(http), addToCart: createDigitalAssetsApi(http).addToCart }), [http]);
  const upload = useMemo(() => createUploadAssetFile(() => csrfToken), [csrfToken]);
  const transport = useMemo(() => ({ fetchFile: createFetchFile(), sendArtwork: createSendArtwork(() => csrfToken) }), [csrfToken]);
  return <ShopperApp uploadsApi={uploadsApi} printApi={printApi} upload={upload} transport={transport} slug={slug} />;
}
