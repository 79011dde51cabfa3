import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useArea } from '../area-context';

/** A plain left click with no modifier: the one case handled in-page; others open tabs as usual. */
export function isPlainLeftClick(e: MouseEvent<HTMLElement>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** A real link (works without script, in new tabs, for crawlers) that navigates through single-spa on a plain click. */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = useArea();
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainLeftClick(e) || (rest.target && rest.target !== '_self')) return;
        e.preventDefault();
        navigate(href);
      }}
    />
  );
}
