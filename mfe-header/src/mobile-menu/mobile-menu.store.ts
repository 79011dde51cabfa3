import { createStore, type StoreApi } from 'zustand/vanilla';

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

export interface MobileMenuModel {
  store: StoreApi<MobileMenuState>;
  open(): void;
  /** Closing forgets the levels: the menu opens at the top next time. */
  close(): void;
  /** Go one level deeper; `scrollTop` is where the current level's list was scrolled to. */
  enterLevel(index: number, scrollTop: number): void;
  leaveLevel(): void;
  /** Where a level's list should be scrolled to when it is shown: where it was left, or the top. */
  savedScrollTop(path: readonly number[]): number;
}

const closed: MobileMenuState = { open: false, path: [], scrollTops: {} };

export const levelKey = (path: readonly number[]): string => (path.length === 0 ? 'top' : path.join('/'));

/** The mobile menu's state; one per mounted menu. */
export function createMobileMenuModel(): MobileMenuModel {
  const store = createStore<MobileMenuState>(() => closed);
  const { getState, setState } = store;
  return {
    store,
    open: () => setState({ ...closed, open: true }),
    close() {
      if (getState() !== closed) setState(closed);
    },
    enterLevel(index, scrollTop) {
      const { path, scrollTops } = getState();
      const next = [...path, index];
      const { [levelKey(next)]: _stale, ...kept } = scrollTops;
      setState({ path: next, scrollTops: { ...kept, [levelKey(path)]: scrollTop } });
    },
    leaveLevel() {
      const { path } = getState();
      if (path.length > 0) setState({ path: path.slice(0, -1) });
    },
    savedScrollTop: (path) => getState().scrollTops[levelKey(path)] ?? 0,
  };
}
