import { useEffect, useId, useState, type KeyboardEvent } from 'react';

/**
 * The selected copy's place typed in inches ("From the left", "From the top"): for a position
 * a drag or the arrows cannot hit exactly. A field is taken on Enter or when it loses focus, so a
 * half-typed "1." never moves the copy; the copy is kept on the sheet by the model.
 */
export function PositionFields({ x, y, onMove }: { x: number; y: number; onMove(x: number, y: number): void }) {
  const shown = (n: number) => String(Math.round(n * 1000) / 1000);
  const [draft, setDraft] = useState({ x: shown(x), y: shown(y) });
  const ids = { x: useId(), y: useId() };
  // the copy moved some other way (drag, arrows, undo): the fields follow it
  useEffect(() => setDraft({ x: shown(x), y: shown(y) }), [x, y]);

  const commit = () => {
    const nx = Number(draft.x);
    const ny = Number(draft.y);
    if (draft.x.trim() === '' || draft.y.trim() === '' || !Number.isFinite(nx) || !Number.isFinite(ny)) return setDraft({ x: shown(x), y: shown(y) });
    if (nx !== x || ny !== y) onMove(nx, ny);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };
  return (
    <div className="dl-gang-position" role="group" aria-label="Position of the selected image">
      {(['x', 'y'] as const).map((axis) => (
        <div key={axis} className="dl-field">
          <label htmlFor={ids[axis]}>{axis === 'x' ? 'From the left (in)' : 'From the top (in)'}</label>
          <input
            id={ids[axis]}
            type="number"
            inputMode="decimal"
            step={0.05}
            min={0}
            value={draft[axis]}
            onChange={(e) => setDraft({ ...draft, [axis]: e.target.value })}
            onBlur={commit}
            onKeyDown={onKeyDown}
          />
        </div>
      ))}
    </div>
  );
}
