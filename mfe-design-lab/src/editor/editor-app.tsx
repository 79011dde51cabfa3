import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { canRedo, canUndo, documentQuality, type UploadPixels } from '@storefront/design-document';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { DeliveryEstimatesProvider } from '@storefront/ui';
import { DesignCanvas } from './canvas/design-canvas';
import { EditorDelivery } from './delivery/editor-delivery';
import { ClipartPicker } from './clipart/clipart-picker';
import { GarmentColors } from './colors/garment-colors';
import type { EditorApi } from './editor-api';
import { createEditorModel, type EditorOpening, type EditorOptions } from './editor.store';
import { historyKey, isTextEntry } from './history/undo-keys';
import { LayersPanel } from './layers/layers-panel';
import { PresetsBar } from './presets/presets-bar';
import { PricePanel } from './price/price-panel';
import { PrintQualityPanel } from './quality/print-quality';
import { SaveStatus } from './autosave/save-status';
import { loadEditorFonts } from './text/fonts';
import { TextTools } from './text/text-tools';
import { UploadButton } from './upload/upload-button';
import type { UploadFile } from './upload/upload-file';
import { measureUpload, uploadUrl } from './upload/measure-upload';

export interface EditorAppProps {
  api: EditorApi;
  upload: UploadFile;
  storeCode: StoreCode;
  slug: string;
  color: number | null;
  opening?: EditorOpening;
  /** the client of the delivery promise and the deliver-to modal (catalog and account calls) */
  http: HttpClient;
  /** tests shorten the autosave's quiet time */
  autosaveDelayMs?: EditorOptions['autosaveDelayMs'];
}

/** The editor: runs in the browser only (editor-screen.tsx loads it after hydration). */
export function EditorApp(props: EditorAppProps) {
  return (
    <DeliveryEstimatesProvider http={props.http}>
      <Editor {...props} />
    </DeliveryEstimatesProvider>
  );
}

function Editor({ api, upload, storeCode, slug, color, opening, http, autosaveDelayMs }: EditorAppProps) {
  const [model] = useState(() =>
    createEditorModel({ api, storeCode, slug, color, ...(opening ? { opening } : {}), ...(autosaveDelayMs === undefined ? {} : { autosaveDelayMs }) }),
  );
  const state = useStore(model.store);
  const { status, product, side, history, selected, uploads } = state;
  const doc = history.present;

  useEffect(() => {
    void model.load();
    loadEditorFonts();
    return () => model.dispose();
  }, [model]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = historyKey(e);
      if (!action || isTextEntry(e.target)) return;
      e.preventDefault();
      if (action === 'undo') model.undo();
      else model.redo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [model]);

  const pixels = useMemo(
    () => Object.fromEntries(Object.entries(uploads).map(([id, u]) => [id, { pixelWidth: u.width, pixelHeight: u.height } satisfies UploadPixels])),
    [uploads],
  );
  const quality = useMemo(() => documentQuality(doc, pixels), [doc, pixels]);

  // a reopened design's images: measured once each, so their DPI shows like a fresh upload's
  const unknown = quality.unknownUploads.map((u) => u.upload).join(' ');
  useEffect(() => {
    let live = true;
    for (const id of new Set(unknown.split(' ').filter(Boolean))) {
      void measureUpload(id).then((size) => {
        if (live && size) model.learnUpload(id, { url: uploadUrl(id), ...size, name: 'artwork' });
      });
    }
    return () => {
      live = false;
    };
  }, [unknown, model]);

  if (status === 'loading' || !product) {
    if (status === 'failed') {
      return (
        <p role="alert" className="dl-error">
          {state.problem}
        </p>
      );
    }
    return (
      <p role="status" className="dl-editor-screen__loading">
        Loading the editor…
      </p>
    );
  }
  const area = product.print_areas.find((a) => a.side === side) ?? product.print_areas[0]!;
  const layers = doc.sides[side]?.layers ?? [];
  const one = selected.length === 1 ? layers.find((l) => l.id === selected[0]) : undefined;

  return (
    <div className="dl-editor">
      <p className="dl-editor__product">
        {state.editing ? 'Editing the design in your cart: ' : ''}
        <strong>{product.title}</strong> in {product.color.name}
      </p>
      <div className="dl-editor__bar" role="toolbar" aria-label="Design tools">
        <button type="button" className="sf-button" onClick={() => model.undo()} disabled={!canUndo(history)} aria-keyshortcuts="Control+Z Meta+Z">
          Undo
        </button>
        <button type="button" className="sf-button" onClick={() => model.redo()} disabled={!canRedo(history)} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
          Redo
        </button>
        <button type="button" className="sf-button" onClick={() => model.addText()}>
          Add text
        </button>
        <SaveStatus model={model} save={state.save} />
      </div>
      {state.notice && (
        <p role="alert" className="dl-error">
          {state.notice}
        </p>
      )}
      <div className="dl-editor__main">
        <div className="dl-editor__stage">
          {product.print_areas.length > 1 && (
            <div className="dl-sides" role="group" aria-label="Side">
              {product.print_areas.map((a) => (
                <button key={a.side} type="button" className="dl-side" aria-pressed={a.side === side} onClick={() => model.showSide(a.side)}>
                  {a.label}
                </button>
              ))}
            </div>
          )}
          <DesignCanvas model={model} product={product} area={area} side={side} doc={doc} selected={selected} uploads={uploads} />
          <GarmentColors model={model} colors={product.colors} current={product.color} />
        </div>
        <div className="dl-editor__panels">
          <PresetsBar model={model} side={side} area={area} />
          {one?.kind === 'text' && <TextTools key={one.id} model={model} layer={one} />}
          <LayersPanel model={model} layers={layers} selected={selected} uploads={uploads} />
          <section className="dl-panel" aria-labelledby="dl-image-title">
            <h2 id="dl-image-title">Your artwork</h2>
            <UploadButton upload={upload} onUploaded={(u) => model.addUpload(u)} />
          </section>
          <ClipartPicker model={model} />
          <PrintQualityPanel model={model} doc={doc} quality={quality} areas={product.print_areas} uploads={uploads} accepted={state.acceptLowResolution} />
          <PricePanel model={model} product={product} doc={doc} quality={quality} state={state} />
          <EditorDelivery http={http} compositionId={product.color.composition_id} />
        </div>
      </div>
    </div>
  );
}
