import { within } from '@testing-library/react';
import { memo, useEffect, useState, type FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppProps } from '@storefront/http';
import type { PageData } from '@storefront/contracts';
import { createAreaRenderer } from '../server/create-area-renderer';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { HydrationTurn, useHydrationTurns, type HydrationTurns } from './hydration-turns';
import { runLifecycle, singleSpaProps } from '../testing/remote-harness';

type Lifecycles = ReturnType<typeof createRemoteLifecycles>;
type SpaProps = Parameters<Lifecycles['mount']>[0];

function shellProps() {
  // only what these roots read
  return singleSpaProps<SpaProps>('@storefront/test', { pageData: { store: 'ca' } } as unknown as Omit<AppProps, 'domElement'>);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Creates the lifecycles around `root` and mounts them the way single-spa does. */
async function mountRemote(root: FunctionComponent<AppProps>, serverHtml?: string) {
  const lifecycles = createRemoteLifecycles({ rootComponent: root, areaError: { label: 'Test area error', message: 'Something went wrong in this area.' } });
  const props = shellProps();
  if (serverHtml !== undefined) {
    props.domElement.innerHTML = serverHtml;
    props.domElement.setAttribute('data-ssr', '');
  }
  const served = props.domElement.firstElementChild;
  await lifecycles.bootstrap(props);
  await runLifecycle(lifecycles.mount, props);
  return { slot: props.domElement, served, unmount: () => runLifecycle(lifecycles.unmount, props) };
}

describe('createRemoteLifecycles', () => {
  it('mounts the root into the slot the shell hands it, with the shell props; unmount empties it', async () => {
    const { slot, unmount } = await mountRemote(({ pageData }) => <h1>Store {pageData.store}</h1>);
    expect(slot).toHaveTextContent('Store ca');
    await unmount();
    expect(slot).toBeEmptyDOMElement();
  });

  it('shows the area error in the slot when the root throws while rendering, never the thrown message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React and the area error report it
    const { slot, unmount } = await mountRemote(() => {
      throw new Error('boom');
    });
    expect(within(slot).getByRole('region', { name: 'Test area error' })).toBeInTheDocument();
    expect(within(slot).getByRole('alert')).toHaveTextContent('Something went wrong in this area.');
    expect(slot).not.toHaveTextContent('boom');
    // nothing more is coming: tests and tools waiting for the area to be live stop waiting
    await vi.waitFor(() => expect(slot.hasAttribute('data-hydrating')).toBe(false));
    await unmount();
  });

  it('hydrates HTML the server rendered from the same root: the same elements stay, now interactive', async () => {
    const Counter = ({ pageData }: AppProps) => {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {pageData.store} {n}
        </button>
      );
    };
    // what the gateway serves: the server bundle's renderer around the same root
    const serverHtml = createAreaRenderer(Counter).render({ pageData: { store: 'ca' } as unknown as PageData, url: '/' });
    const errors = vi.spyOn(console, 'error');
    const { slot, served, unmount } = await mountRemote(Counter, serverHtml);
    expect(served?.tagName).toBe('BUTTON');
    const button = within(slot).getByRole('button');
    expect(slot.hasAttribute('data-ssr')).toBe(false);
    // a client render would have replaced the server's element; hydration adopts it
    expect(button).toBe(served);
    button.click();
    await vi.waitFor(() => expect(button).toHaveTextContent('ca 1'));
    expect(slot.querySelector('button')).toBe(served);
    expect(slot.hasAttribute('data-hydrating')).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    await unmount();
  });

  it('renders afresh into a slot the server did not render, even if it holds something', async () => {
    const { slot, unmount } = await mountRemote(() => <p>fresh</p>);
    expect(slot).toHaveTextContent('fresh');
    expect(slot.hasAttribute('data-hydrating')).toBe(false);
    await unmount();
  });

  describe('a long list hydrating in turns', () => {
    // which task each item's effect ran in: a chain of zero-delay timers counts the tasks
    let task = 0;
    let ticking: ReturnType<typeof setTimeout> | undefined;
    const liveIn = new Map<string, number>();
    const tick = () => {
      task++;
      ticking = setTimeout(tick, 0);
    };
    afterEach(() => {
      clearTimeout(ticking);
      liveIn.clear();
    });

    const Item = ({ name }: { name: string }) => {
      useEffect(() => void liveIn.set(name, task), [name]);
      return <button type="button">{name}</button>;
    };
    const List = () => {
      const groups = [['a', 'b'], ['c', 'd'], ['e', 'f']];
      const turns = useHydrationTurns(groups.length);
      return (
        <ul>
          {groups.map((group, g) => (
            <HydrationTurn key={g} turns={turns} index={g}>
              {group.map((name) => (
                <li key={name}>
                  <Item name={name} />
                </li>
              ))}
            </HydrationTurn>
          ))}
        </ul>
      );
    };
    const serverHtml = () => createAreaRenderer(List).render({ pageData: { store: 'us' } as unknown as PageData, url: '/' });

    it('the server renders every group; hydrating, each group goes live in a later task than the one before it, and the server elements stay', async () => {
      expect(serverHtml().match(/<button/g)).toHaveLength(6);
      const errors = vi.spyOn(console, 'error');
      tick();
      const { slot, served, unmount } = await mountRemote(List, serverHtml());
      await vi.waitFor(() => expect(liveIn.size).toBe(6));
      expect(liveIn.get('a')).toBe(liveIn.get('b'));
      expect(liveIn.get('c')).toBeGreaterThan(liveIn.get('a')!);
      expect(liveIn.get('e')).toBeGreaterThan(liveIn.get('c')!);
      expect(slot.querySelector('ul')).toBe(served);
      expect(slot.querySelectorAll('button')).toHaveLength(6);
      expect(errors).not.toHaveBeenCalled();
      await unmount();
    });

    it('a list that re-renders while groups wait keeps their server elements when the groups are memoized', async () => {
      const Group = memo(function Group({ turns, index, names }: { turns: HydrationTurns; index: number; names: readonly string[] }) {
        return (
          <HydrationTurn turns={turns} index={index}>
            {names.map((name) => (
              <li key={name}>
                <Item name={name} />
              </li>
            ))}
          </HydrationTurn>
        );
      });
      const groups = [['a', 'b'], ['c', 'd'], ['e', 'f']] as const;
      const Rerendering = () => {
        const turns = useHydrationTurns(groups.length);
        // the list's own state changes at once, as a listing's does when its data arrives
        const [renders, setRenders] = useState(1);
        useEffect(() => setRenders((n) => n + 1), []);
        return (
          <ul data-renders={renders > 1 ? 'again' : 'once'}>
            {groups.map((names, g) => (
              <Group key={g} turns={turns} index={g} names={names} />
            ))}
          </ul>
        );
      };
      const html = createAreaRenderer(Rerendering).render({ pageData: { store: 'us' } as unknown as PageData, url: '/' });
      const errors = vi.spyOn(console, 'error');
      const { slot, unmount } = await mountRemote(Rerendering, html);
      const served = [...slot.querySelectorAll('button')];
      await vi.waitFor(() => expect(liveIn.size).toBe(6));
      expect(slot.querySelector('ul')?.dataset.renders).toBe('again');
      expect([...slot.querySelectorAll('button')]).toEqual(served);
      served.forEach((b) => expect(b.isConnected).toBe(true));
      expect(errors).not.toHaveBeenCalled();
      await unmount();
    });

    it('renders every group in one go outside hydration', async () => {
      tick();
      const { slot, unmount } = await mountRemote(List);
      expect(within(slot).getAllByRole('button')).toHaveLength(6);
      await vi.waitFor(() => expect(liveIn.size).toBe(6));
      expect(new Set(liveIn.values()).size).toBe(1);
      await unmount();
    });
  });
});
