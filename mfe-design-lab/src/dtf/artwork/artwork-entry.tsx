import { useMemo } from 'react';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { createDtfApi } from '../dtf-api';
import { ArtworkApp } from './artwork-app';
import { createSpangleApi } from './spangles/spangle-api';
import { createStickerApi } from './stickers/sticker-api';

/** The artwork page's chunk entry (loaded on demand by artwork-screen.tsx). */
export function ArtworkEntry({ http, storeCode, id, product }: { http: HttpClient; storeCode: StoreCode; id: string; product: string }) {
  const api = useMemo(() => createDtfApi(http), [http]);
  const stickerApi = useMemo(() => createStickerApi(http), [http]);
  const spangleApi = useMemo(() => createSpangleApi(http), [http]);
  return <ArtworkApp api={api} stickerApi={stickerApi} spangleApi={spangleApi} storeCode={storeCode} id={id} product={product} />;
}
