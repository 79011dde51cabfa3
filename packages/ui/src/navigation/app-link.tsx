import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

export type Navigate = (url: string) => void;

// Outside a provider a link still works: it loads the document.
const NavigateContext = createContext<Navigate>((url) => window.location.assign(url));

/** Hands the shell's `navigate` prop (single-spa's navigateToUrl) to every AppLink below. */
export function NavigateProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** The navigate function the nearest NavigateProvider was given. */
export function useNavigate(): Navigate {
  return useContext(NavigateContext);
}

/** A plain left-click with no modifier stays in the app; anything else (new tab, download…) is the browser's. */
export function isPlainLeftClick(e: MouseEvent<HTMLElement>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * A real `<a href>` (works without script, opens in a new tab, crawlable) whose plain left-click
 * with no foreign target navigates client-side through the shell instead of reloading the document.
 */
export function AppLink({ href, onClick, target, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useNavigate();
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
