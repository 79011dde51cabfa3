import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

type Navigate = (url: string) => void;

const NavigateContext = createContext<Navigate>((url) => window.location.assign(url));
export const NavigateProvider = NavigateContext.Provider;

/** A plain left-click with no modifier stays in the app; anything else (new tab, download…) is the browser's. */
function isPlainLeftClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** A real `<a href>` (crawlable, opens in a new tab) whose plain clicks go through single-spa navigation. */
export function AppLink({ href, onClick, target, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainLeftClick(e) || (target && target !== '_self')) return;
        e.preventDefault();
        navigate(href);
      }}
    />
  );
}
