import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TIMING } from '@storefront/store-config';

/**
 * Tooltip shown after the §9 hover delay (500 ms; 0 on touch), and at once on keyboard focus.
 * The trigger is a button so it is reachable and named; Escape hides it.
 */
export function Tooltip({ label, content, width, children }: { label: string; content: ReactNode; width?: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <span className="sf-tooltip" onMouseLeave={hide}>
      <button
        type="button"
        className="sf-tooltip__trigger"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onMouseEnter={() => show(TIMING.tooltipHoverDelayMs)}
        onTouchStart={() => show(0)}
        onFocus={() => show(0)}
        onBlur={hide}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === 'Escape' && hide()}
      >
        {children}
      </button>
      {open ? (
        <span role="tooltip" id={id} className="sf-tooltip__content" style={width ? { width } : undefined}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
