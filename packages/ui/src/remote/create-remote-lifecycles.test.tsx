import { within } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppProps } from '@storefront/http';
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
async function mountRemote(root: FunctionComponent<AppProps>) {
  const lifecycles = createRemoteLifecycles({ rootComponent: root, areaError: { label: 'Test area error', message: 'Something went wrong in this area.' } });
  const props = shellProps();
  await lifecycles.bootstrap(props);
  await runLifecycle(lifecycles.mount, props);
  return { slot: props.domElement, unmount: () => runLifecycle(lifecycles.unmount, props) };
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
    await unmount();
  });
});
