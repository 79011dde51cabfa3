import { useEffect, useState, type ComponentType } from 'react';
import type { HttpClient } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { AppLink, LoadFailed, useShop } from '@storefront/ui';
import { editorParams } from './editor-params';
import type { EditorOpening } from './editor.store';

type Entry = ComponentType<{ http: HttpClient; csrfToken: string; storeCode: ReturnType<typeof useShop>['code']; slug: string; color: number | null; opening: EditorOpening }>;

/** The editor's chunk: the design document's schema and logic load only here, never with the start page. */
const loadEditor = () => import('./editor-entry').then((m) => m.EditorEntry as Entry);

/**
 * /design-lab?product=&color=: a light shell the server renders (heading and a loading line in
 * the space the editor takes, so nothing moves), then the editor, loaded in the browser after
 * hydration (it draws on an SVG canvas and needs the pointer and the shopper's saved project).
 */
export function EditorScreen({ http, csrfToken, search }: { http: HttpClient; csrfToken: string; search: string }) {
  const { code } = useShop();
  const { slug, color, project, madeDesignId } = editorParams(search);
  const [Editor, setEditor] = useState<Entry | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!slug) return;
    let live = true;
    loadEditor().then(
      (entry) => live && setEditor(() => entry),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [slug, attempt]);

  return (
    <section aria-labelledby="design-lab-title" className="dl-editor-screen">
      <h1 id="design-lab-title">Design lab</h1>
      {!slug ? (
        <p>
          Choose a garment to design first. <AppLink href={withStore('/design-lab/start', code)}>Start a design</AppLink>
        </p>
      ) : failed ? (
        <LoadFailed
          message="The editor could not be loaded."
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : Editor ? (
        <Editor key={`${slug}:${color}:${project}:${madeDesignId}`} http={http} csrfToken={csrfToken} storeCode={code} slug={slug} color={color} opening={{ project, madeDesignId }} />
      ) : (
        <p role="status" className="dl-editor-screen__loading">
          Loading…
        </p>
      )}
    </section>
  );
}
