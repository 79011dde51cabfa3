import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders its children at the end of <body>, in an element carrying the kit's theme (`sf-area`).
 * For a dialog opened from inside something that contains fixed positioning: a listing card's
 * grid item has `content-visibility: auto`, which boxes even a fixed backdrop into the card.
 * Browser only: nothing renders on the server or before the first effect.
 */
export function BodyPortal({ children }: { children: ReactNode }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = document.createElement('div');
    el.className = 'sf-area';
    document.body.append(el);
    setHost(el);
    return () => el.remove();
  }, []);
  return host ? createPortal(children, host) : null;
}
