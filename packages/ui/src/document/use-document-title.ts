import { useEffect } from 'react';

/**
 * Keeps the tab title right after client-side navigation (the gateway set it only for the first
 * document). `null` leaves it alone, e.g. while the screen's data is loading.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
