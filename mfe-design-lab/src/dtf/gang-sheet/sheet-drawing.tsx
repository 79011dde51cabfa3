import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { StoreCode } from '@storefront/store-config';
import { Price } from '@storefront/ui';
import { clashText, inchText, type BuilderView, type GangSheetModel, type GangSheetState, type SheetView } from './gang-sheet.store';
import { PositionFields } from './position-fields';
import { boxOf, copyNumbers, imagesById, roomFor, snap, type SheetCopy, type SheetFrame, type SheetImage } from './sheet-layout';
import { ZoomBar, wholeSheetZoom, zoomIn, zoomOut, zoomStyle } from './sheet-zoom';

interface PartProps {
  model: GangSheetModel;
  state: GangSheetState;
  view: BuilderView;
  storeCode: StoreCode;
}

/** A pointer must travel this far (px) before a press becomes a drag: a click only selects. */
const DRAG_THRESHOLD_PX = 3;

/** "logo.png copy 2, 4 × 3 in at 1.5, 0.25 in" (and what is wrong with where it lies) */
export function copyLabel(image: SheetImage, number: number, copy: SheetCopy, store: StoreCode, clash: 'off' | 'overlap' | null): string {
  const { w, h } = boxOf(image, copy.rotated);
  const i = (n: number) => inchText(n, store);
  const where = `${image.name} copy ${number}, ${i(w)} × ${i(h)} in at ${i(copy.x)}, ${i(copy.y)} in`;
  if (clash === 'off') return `${where}, off the sheet`;
  if (clash === 'overlap') return `${where}, too close to another image`;
  return where;
}

const clashOf = (sheet: SheetView, index: number): 'off' | 'overlap' | null =>
  sheet.clashes.offSheet.has(index) ? 'off' : sheet.clashes.overlapping.has(index) ? 'overlap' : null;

/** "Your sheet": the layout (built, or edited by hand), its sheets, use, price, clashes and the selected image's tools. */
export function SheetEditor({ model, state, view, storeCode }: PartProps) {
  const ids = { title: useId(), help: useId(), clashes: useId() };
  const layout = state.layout;
  const sheet = view.sheets[state.sheetIndex];
  const count = view.sheets.length;
  const i = (n: number) => inchText(n, storeCode);

  let selected: { copy: SheetCopy; image: SheetImage; label: string } | null = null;
  if (layout && sheet && state.selected !== null) {
    const index = sheet.copies.findIndex((c) => c.uid === state.selected);
    if (index !== -1) {
      const copy = sheet.copies[index]!;
      const image = layout.images.find((im) => im.id === copy.id)!;
      selected = { copy, image, label: copyLabel(image, copyNumbers(sheet.copies)[index]!, copy, storeCode, clashOf(sheet, index)) };
    }
  }
  const clashes = sheet ? clashText(sheet, view.frame, view.fixedLength, storeCode) : null;
  // "Room for 8 more": only on a clean sheet, and not on a huge one while it is dragged about
  const selectedImage = selected?.image;
  const room = useMemo(
    () => (layout && sheet && selectedImage && !clashes && sheet.copies.length <= 400 ? roomFor(layout.images, sheet.copies, view.frame, sheet.lengthIn, selectedImage) : null),
    [layout, sheet, selectedImage, clashes, view.frame],
  );

  return (
    <section className="dl-panel dl-gang-editor" aria-labelledby={ids.title}>
      <h2 id={ids.title}>Your sheet</h2>
      {state.buildProblem ? (
        <p role="alert" className="dl-error">
          {state.buildProblem}
        </p>
      ) : null}
      {!layout ? <p className="dl-muted">Tick at least one artwork above: the sheet is laid out for you, then you can move, turn and copy each image by hand.</p> : null}
      {layout && view.stale && layout.edited ? (
        <p className="dl-gang-editor__stale">Your artwork choices changed since you arranged this sheet by hand. Build again to lay them out afresh (Undo brings your arrangement back).</p>
      ) : null}
      <div className="dl-gang-editor__actions">
        <button type="button" className="sf-button" onClick={() => model.build()} disabled={!state.entries.some((e) => e.chosen)}>
          {layout ? 'Build again' : 'Build the sheet'}
        </button>
        <button type="button" className="sf-button" onClick={() => model.undo()} disabled={state.past.length === 0} aria-keyshortcuts="Control+Z Meta+Z">
          Undo
        </button>
        <button type="button" className="sf-button" onClick={() => model.redo()} disabled={state.future.length === 0} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
          Redo
        </button>
      </div>

      {layout && sheet ? (
        <>
          {count > 1 ? (
            <div role="group" aria-label="Sheets" className="dl-gang-sheets">
              {view.sheets.map((s, n) => (
                <button key={n} type="button" className="sf-button" aria-pressed={n === state.sheetIndex} onClick={() => model.showSheet(n)}>
                  {`Sheet ${n + 1}`}
                </button>
              ))}
            </div>
          ) : null}
          <p className="dl-gang-summary">
            <strong>
              {count > 1 ? `Sheet ${state.sheetIndex + 1} of ${count}: ` : ''}
              {`${i(view.frame.widthIn)} × ${i(sheet.lengthIn)} in`}
            </strong>
            {` · ${i(sheet.usedPercent)}% of the sheet used · art to ${i(sheet.usedLengthIn)} in`}
            {sheet.price ? (
              <>
                {' · '}
                <Price money={sheet.price} />
              </>
            ) : null}
          </p>
          <SheetDrawing
            model={model}
            sheet={sheet}
            sheetNumber={state.sheetIndex + 1}
            images={layout.images}
            frame={view.frame}
            selected={state.selected}
            helpId={ids.help}
            storeCode={storeCode}
          />
          {/* present from the start, so a clash is announced as it appears */}
          <p id={ids.clashes} role="status" className={clashes ? 'dl-error dl-gang-editor__clashes' : 'dl-gang-editor__clashes'}>
            {clashes}
          </p>
          <div role="group" aria-label="Selected image" className="dl-gang-tools">
            <p className="dl-gang-tools__selected">{selected ? `Selected: ${selected.label}` : 'No image selected: click one, or Tab to it.'}</p>
            {selected && room !== null ? (
              <p className="dl-muted dl-gang-tools__room">
                {room > 0 ? `Room for ${room} more of ${selected.image.name} on this sheet at no extra cost: F fills it.` : `No room for another ${selected.image.name} on this sheet.`}
              </p>
            ) : null}
            <button type="button" className="sf-button" disabled={!selected} onClick={() => model.rotate()} aria-keyshortcuts="R">
              Rotate 90°
            </button>
            <button type="button" className="sf-button" disabled={!selected} onClick={() => model.duplicate()} aria-keyshortcuts="D">
              Duplicate
            </button>
            <button type="button" className="sf-button" disabled={!selected} onClick={() => model.remove()} aria-keyshortcuts="Delete">
              Delete
            </button>
            <button type="button" className="sf-button" disabled={!selected} onClick={() => model.fill()} aria-keyshortcuts="F">
              Fill the rest with copies of this
            </button>
          </div>
          {selected ? <PositionFields key={selected.copy.uid} x={selected.copy.x} y={selected.copy.y} onMove={(x, y) => model.moveTo(x, y)} /> : null}
          <p role="status" className="dl-muted dl-gang-editor__note">
            {state.note}
          </p>
          <p id={ids.help} className="dl-muted">
            Drag an image, or select it and use the arrow keys to move it {i(0.05)} in (Shift: 1 in). R rotates it, D duplicates it, Delete removes it, F fills the rest of the
            sheet with copies of it; Ctrl+Z (⌘Z) undoes.
          </p>
        </>
      ) : null}
    </section>
  );
}

interface Drag {
  uid: number;
  pointerId: number;
  startX: number;
  startY: number;
  origin: { x: number; y: number };
  /** screen px per inch */
  scale: number;
  moved: boolean;
  gesture: string;
}

let gestures = 0;

/**
 * The sheet to scale: the film, its margin (dashed), the length the art uses, and each copy as its
 * artwork's thumbnail — a focusable button named after it, dragged with the pointer (snapping to
 * 0.05 in) or moved with the keyboard. Copies off the sheet or too close to another are red.
 */
function SheetDrawing({
  model,
  sheet,
  sheetNumber,
  images,
  frame,
  selected,
  helpId,
  storeCode,
}: {
  model: GangSheetModel;
  sheet: SheetView;
  sheetNumber: number;
  images: SheetImage[];
  frame: SheetFrame;
  selected: number | null;
  helpId: string;
  storeCode: StoreCode;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [zoom, setZoom] = useState(1);
  // unique per drawing: the selected copy is drawn again on top by reference
  const copyIdPrefix = `dl-gang-copy${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const drag = useRef<Drag | null>(null);
  /** a key moved the selection (duplicate, delete): focus follows it once drawn */
  const focusSelected = useRef(false);
  const byId = imagesById(images);
  const numbers = copyNumbers(sheet.copies);
  const { widthIn: W, marginIn: m } = frame;
  const L = sheet.lengthIn;

  // the selected copy stays in sight as the drawing grows or shrinks around it
  useEffect(() => {
    if (selected === null) return;
    svg.current?.querySelector<SVGGElement>(`[data-uid="${selected}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a zoom only: selecting or moving scrolls by focus
  }, [zoom]);

  const showWholeSheet = () => setZoom(wholeSheetZoom(svg.current?.getBoundingClientRect().width ?? 0, zoom, { widthIn: W, lengthIn: L }, window.innerHeight));
  /** + and − zoom, 0 shows the whole sheet, 1 fits the width: from anywhere in the drawing */
  const onZoomKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === '+' || e.key === '=') setZoom(zoomIn(zoom));
    else if (e.key === '-' || e.key === '_') setZoom(zoomOut(zoom));
    else if (e.key === '0') showWholeSheet();
    else if (e.key === '1') setZoom(1);
    else return;
    e.preventDefault();
  };

  useEffect(() => {
    if (!focusSelected.current) return;
    focusSelected.current = false;
    const target = selected === null ? svg.current : svg.current?.querySelector<SVGGElement>(`[data-uid="${selected}"]`);
    target?.focus();
  }, [selected, sheet]);

  const onKeyDown = (e: KeyboardEvent<SVGGElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const big = e.shiftKey;
    switch (e.key) {
      case 'ArrowLeft':
        model.nudge(-1, 0, big);
        break;
      case 'ArrowRight':
        model.nudge(1, 0, big);
        break;
      case 'ArrowUp':
        model.nudge(0, -1, big);
        break;
      case 'ArrowDown':
        model.nudge(0, 1, big);
        break;
      case 'r':
      case 'R':
        model.rotate();
        break;
      case 'd':
      case 'D':
        focusSelected.current = true;
        model.duplicate();
        break;
      case 'Delete':
      case 'Backspace':
        focusSelected.current = true;
        model.remove();
        break;
      case 'f':
      case 'F':
        model.fill();
        break;
      case 'Escape':
        model.select(null);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const onPointerDown = (copy: SheetCopy, e: PointerEvent<SVGGElement>) => {
    if (e.button !== 0) return;
    // the press would otherwise start a text selection or the browser's image drag
    e.preventDefault();
    e.currentTarget.focus();
    model.select(copy.uid);
    const width = svg.current?.getBoundingClientRect().width ?? 0;
    drag.current = {
      uid: copy.uid,
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      origin: { x: copy.x, y: copy.y },
      scale: width / W,
      moved: false,
      gesture: `drag-${++gestures}`,
    };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<SVGGElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId || !(d.scale > 0)) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    model.moveTo(snap(d.origin.x + dx / d.scale), snap(d.origin.y + dy / d.scale), d.gesture);
  };
  const onPointerEnd = (e: PointerEvent<SVGGElement>) => {
    if (drag.current?.pointerId === e.pointerId) drag.current = null;
  };

  return (
    <>
      <ZoomBar zoom={zoom} onZoom={setZoom} onWholeSheet={showWholeSheet} />
      <div className="dl-gang-drawing" onKeyDown={onZoomKey}>
        <svg
          ref={svg}
          className="dl-gang-svg"
          viewBox={`0 0 ${W} ${L}`}
          style={{ aspectRatio: `${W} / ${L}`, ...zoomStyle(zoom) }}
          role="group"
          aria-label={`Sheet ${sheetNumber}: ${inchText(W, storeCode)} × ${inchText(L, storeCode)} in`}
          tabIndex={-1}
        >
          <rect className="dl-gang-svg__sheet" width={W} height={L} onPointerDown={() => model.select(null)} />
          {W > 2 * m && L > 2 * m ? <rect className="dl-gang-svg__margin" x={m} y={m} width={W - 2 * m} height={L - 2 * m} /> : null}
          {sheet.usedLengthIn > 0 && sheet.usedLengthIn < L ? <line className="dl-gang-svg__used" x1={0} x2={W} y1={sheet.usedLengthIn} y2={sheet.usedLengthIn} /> : null}
          {sheet.copies.map((copy, index) => {
            const image = byId.get(copy.id);
            if (!image) return null;
            const { w, h } = boxOf(image, copy.rotated);
            const clash = clashOf(sheet, index);
            const isSelected = copy.uid === selected;
            const className = ['dl-gang-copy', clash ? 'dl-gang-copy--clash' : '', isSelected ? 'dl-gang-copy--selected' : ''].filter(Boolean).join(' ');
            return (
              <g
                key={copy.uid}
                id={`${copyIdPrefix}-${copy.uid}`}
                data-uid={copy.uid}
                className={className}
                transform={`translate(${copy.x} ${copy.y})`}
                role="button"
                tabIndex={0}
                aria-label={copyLabel(image, numbers[index]!, copy, storeCode, clash)}
                aria-pressed={isSelected}
                aria-describedby={helpId}
                onFocus={() => model.select(copy.uid)}
                onKeyDown={onKeyDown}
                onPointerDown={(e) => onPointerDown(copy, e)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerEnd}
                onPointerCancel={onPointerEnd}
              >
                {/* the space kept clear around it */}
                <rect className="dl-gang-copy__keep" x={-m} y={-m} width={w + 2 * m} height={h + 2 * m} />
                <image
                  href={image.thumbnailUrl}
                  width={image.widthIn}
                  height={image.heightIn}
                  preserveAspectRatio="none"
                  transform={copy.rotated ? `translate(${w} 0) rotate(90)` : undefined}
                />
                <rect className="dl-gang-copy__box" width={w} height={h} />
              </g>
            );
          })}
          {/* the selected copy painted again on top, so one dragged over another stays in sight (the DOM, and so the Tab order, is unchanged) */}
          {selected !== null && sheet.copies.some((c) => c.uid === selected) ? <use href={`#${copyIdPrefix}-${selected}`} aria-hidden="true" pointerEvents="none" /> : null}
        </svg>
      </div>
    </>
  );
}
