import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderEditor } from '../../fixtures/render-editor';

beforeAll(() => {
  // jsdom has no PointerEvent: a MouseEvent carries the coordinates the canvas reads
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventLike extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    vi.stubGlobal('PointerEvent', PointerEventLike);
  }
});

/** The front area (12 in wide) laid out 120 px wide on screen: 10 px an inch. */
function layOutArea() {
  const area = document.querySelector('.dl-guide--area')!;
  area.getBoundingClientRect = () => ({ x: 0, y: 0, left: 0, top: 0, width: 120, height: 160, right: 120, bottom: 160, toJSON: () => ({}) });
}

const across = () => Number((screen.getByRole('spinbutton', { name: 'Across' }) as HTMLInputElement).value);

describe('the canvas', () => {
  it('drags a layer, snapping to the area’s centre and edges, and undoes the whole drag in one step', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add text' }));
    layOutArea();
    const canvas = screen.getByRole('group', { name: 'Front print area, 12 × 16 in' });
    const layer = within(canvas).getByRole('button', { name: 'Text “Your text”' });

    fireEvent.pointerDown(layer, { clientX: 60, clientY: 40, button: 0, pointerId: 1 });
    // 3 px is 0.3 in off the centre line: it stays on it
    fireEvent.pointerMove(layer, { clientX: 63, clientY: 40, pointerId: 1 });
    expect(across()).toBe(6);
    expect(canvas.querySelectorAll('.dl-snap').length).toBeGreaterThan(0);
    // 8 in is 0.2 in from where the 8.4 in box touches the right edge (7.8): it snaps there
    fireEvent.pointerMove(layer, { clientX: 80, clientY: 40, pointerId: 1 });
    expect(across()).toBe(7.8);
    // 3 in is near no guide
    fireEvent.pointerMove(layer, { clientX: 30, clientY: 40, pointerId: 1 });
    expect(across()).toBe(3);
    fireEvent.pointerUp(layer, { pointerId: 1 });
    expect(canvas.querySelectorAll('.dl-snap')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(across()).toBe(6);
    expect(within(screen.getByRole('list', { name: 'Layers on this side, top first' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('resizes a layer from its corner handle, about its centre', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add text' }));
    layOutArea();
    const handle = document.querySelector('.dl-hit__handle')!;
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 50, button: 0, pointerId: 2 });
    fireEvent.pointerMove(handle, { clientX: 90, clientY: 55, pointerId: 2 });
    fireEvent.pointerUp(handle, { pointerId: 2 });
    // 10 px in is 1 in narrower each side; 5 px down is 0.5 in taller each side
    expect(screen.getByRole('spinbutton', { name: 'Width' })).toHaveValue(6.4);
    expect(screen.getByRole('spinbutton', { name: 'Height' })).toHaveValue(3.1);
  });

  it('turns a layer by its rotation field', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add text' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rotation (degrees)' }), { target: { value: '200' } });
    // normalised to (−180, 180]
    expect(screen.getByRole('spinbutton', { name: 'Rotation (degrees)' })).toHaveValue(-160);
  });
});
