import { createContext, Suspense, use, useContext, useEffect, useState, type ReactNode } from 'react';

/** True inside an area that is hydrating the gateway's HTML (its first mount); false on the server and for client renders. */
export const HydratingContext = createContext(false);

/** A promise React's `use` reads synchronously once opened (it checks `status` before subscribing). */
type Gate = Promise<void>;

export interface HydrationTurns {
  /** group `index` may hydrate once this settles (group 0 never waits) */
  gate(index: number): Gate;
  /** group `index` has hydrated: the next one gets its turn one task later */
  hydrated(index: number): void;
  /** every group now (the shopper pressed or focused something in the list) */
  openAll(): void;
}

/** Already open: a group whose turn has come still calls `use` (React wants the same calls on a retry). */
const OPEN: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function createTurns(count: number, waiting: boolean): HydrationTurns {
  const gates = Array.from({ length: count }, () => {
    let resolve!: () => void;
    const gate: Gate = new Promise<void>((r) => (resolve = r));
    // marked before it resolves: React reads a marked promise at once instead of suspending a render
    const open = () => {
      Object.assign(gate, { status: 'fulfilled', value: undefined });
      resolve();
    };
    return { gate, open };
  });
  let opened = waiting ? 1 : count;
  const openNext = () => {
    if (opened < count) gates[opened++]!.open();
  };
  return {
    gate: (index) => (index < opened || index >= count ? OPEN : gates[index]!.gate),
    hydrated: (index) => {
      // a macrotask between turns: the browser paints and handles input between two groups
      if (index + 1 === opened) setTimeout(openNext, 0);
    },
    openAll: () => {
      while (opened < count) openNext();
    },
  };
}

/**
 * Turns for a long list the server rendered (a grid of 48 cards): while the area hydrates, the
 * first group hydrates with the page and each next group a task after the one before it, so no
 * single task hydrates the whole list (total blocking time on a phone). A group waiting for its
 * turn shows the server's HTML, whose links work; pressing or focusing inside the list hands out
 * every turn at once, and React hydrates the pressed group first. Outside hydration every group
 * renders at once.
 */
export function useHydrationTurns(count: number): HydrationTurns {
  const waiting = useContext(HydratingContext);
  const [turns] = useState(() => createTurns(count, waiting));
  return turns;
}

/**
 * One group of a list, hydrated in its turn. Renders no element of its own. Keep its props the
 * same while it waits (memoize the group): React drops the server's HTML of a waiting group that
 * is handed new props, and shows nothing there until its turn.
 */
export function HydrationTurn({ turns, index, children }: { turns: HydrationTurns; index: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AwaitTurn turns={turns} index={index}>
        {children}
      </AwaitTurn>
    </Suspense>
  );
}

function AwaitTurn({ turns, index, children }: { turns: HydrationTurns; index: number; children: ReactNode }) {
  use(turns.gate(index));
  return (
    <>
      {children}
      <TurnDone turns={turns} index={index} />
    </>
  );
}

function TurnDone({ turns, index }: { turns: HydrationTurns; index: number }) {
  useEffect(() => turns.hydrated(index), [turns, index]);
  return null;
}
