import { create } from 'zustand';

/**
 * The mobile menu (§4): open or closed, and the level shown as a path of indexes:
 * [] the subsites, [s] one subsite's columns, [s, c] one column's links.
 * Each level's list scroll position is remembered when going forward, so going back restores it.
 */
interface MobileMenuState {
  open: boolean;
  path: readonly number[];
  scrollTops: Readonly<Record<string, number>>;
}

const closed: MobileMenuState = { open: false, path: [], scrollTops: {} };

export const useMobileMenu = create<MobileMenuState>(() => closed);

export const levelKey = (path: readonly number[]): string => (path.length === 0 ? 'top' : path.join('/'));

export function openMobileMenu(): void {
  useMobileMenu.setState({ ...closed, open: true });
}

/** Closing forgets the levels: the menu opens at the top next time. */
export function closeMobileMenu(): void {
  if (useMobileMenu.getState() !== closed) useMobileMenu.setState(closed);
}

/** Go one level deeper; `scrollTop` is where the current level's list was scrolled to. */
export function enterLevel(index: number, scrollTop: number): void {
  const { path, scrollTops } = useMobileMenu.getState();
  const next = [...path, index];
  const { [levelKey(next)]: _stale, ...kept } = scrollTops;
  useMobileMenu.setState({ path: next, scrollTops: { ...kept, [levelKey(path)]: scrollTop } });
}

export function leaveLevel(): void {
  const { path } = useMobileMenu.getState();
  if (path.length > 0) useMobileMenu.setState({ path: path.slice(0, -1) });
}

/** Where a level's list should be scrolled to when it is shown: where it was left, or the top. */
export function savedScrollTop(path: readonly number[]): number {
  return useMobileMenu.getState().scrollTops[levelKey(path)] ?? 0;
}
