import { useMemo } from 'react';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { createEditorApi } from './editor-api';
import { EditorApp } from './editor-app';
import type { EditorOpening } from './editor.store';
import { createUploadFile } from './upload/upload-file';

/** The editor chunk's entry (loaded on demand by editor-screen.tsx): its api, uploader and app. */
export function EditorEntry({
  http,
  csrfToken,
  storeCode,
  slug,
  color,
  opening,
}: {
  http: HttpClient;
  csrfToken: string;
  storeCode: StoreCode;
  slug: string;
  color: number | null;
  opening: EditorOpening;
}) {
  const api = useMemo(() => createEditorApi(http), [http]);
  const upload = useMemo(() => createUploadFile(() => csrfToken), [csrfToken]);
  return <EditorApp api={api} http={http} upload={upload} storeCode={storeCode} slug={slug} color={color} opening={opening} />;
}
