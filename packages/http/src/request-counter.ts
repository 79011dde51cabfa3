// The global active-request count of §4. The shell creates one and hands it to every remote, so the
// object must survive being destructured or passed around: methods are closures, never `this`.
import { createStore } from 'zustand/vanilla';
import type { RequestCounter } from './types';

export function createRequestCounter(): RequestCounter {
  const store = createStore<{ active: number }>(() => ({ active: 0 }));
  return {
    get active() {
      return store.getState().active;
    },
    increment: () => store.setState((state) => ({ active: state.active + 1 })),
    // never below zero: a stray decrement must not hide the next real request
    decrement: () => store.setState((state) => (state.active === 0 ? state : { active: state.active - 1 })),
    subscribe: (listener) => store.subscribe((state) => listener(state.active)),
  };
}
