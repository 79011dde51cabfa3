import { within } from '@testing-library/react';
import { useState, type FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppProps } from '@storefront/http';
import type { PageData } from '@storefront/contracts';
import { createAreaRenderer } from '../server/create-area-renderer';
import { createRemoteLifecycles } from './create-remote-lifecycles';
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
});
