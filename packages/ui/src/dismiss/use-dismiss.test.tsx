import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss } from './use-dismiss';

function Panel({ open, onDismiss }: { open: boolean; onDismiss: (by: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, ref, onDismiss);
  return (
    <div>
      <div ref={ref} data-testid="inside">
        inside
      </div>
      <p data-testid="outside">outside</p>
    </div>
  );
}

describe('useDismiss', () => {
  it('reports Escape and a press outside, not a press inside', () => {
    const onDismiss = vi.fn();
    const { getByTestId } = render(<Panel open onDismiss={onDismiss} />);
    fireEvent.mouseDown(getByTestId('inside'));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseDown(getByTestId('outside'));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onDismiss.mock.calls).toEqual([['outside'], ['escape']]);
  });

  it('listens only while open', () => {
    const onDismiss = vi.fn();
    const { getByTestId, rerender } = render(<Panel open={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(getByTestId('outside'));
    expect(onDismiss).not.toHaveBeenCalled();
    rerender(<Panel open onDismiss={onDismiss} />);
    rerender(<Panel open={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
