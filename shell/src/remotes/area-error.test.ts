// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { AppProps } from '@storefront/http';
import offlineRemotePlugin from './offline-remote-plugin';

describe('offline remote plugin', () => {
  it('turns a failed remote into lifecycles that show an alert in that area only', async () => {
    const plugin = offlineRemotePlugin();
    const hook = plugin.errorLoadRemote as unknown as (a: object) => unknown;
    expect(hook({ id: 'mfe_pdp/lifecycles', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
    const lifecycles = hook({ id: 'mfe_pdp/lifecycles', error: new Error('x'), lifecycle: 'onLoad' }) as { mount(p: AppProps): Promise<void> };
    const domElement = document.createElement('div');
    await lifecycles.mount({ domElement } as unknown as AppProps);
    expect(domElement.querySelector('[role="alert"]')?.textContent).toContain('could not be loaded');
    expect(domElement.querySelector('[role="alert"]')?.getAttribute('data-area')).toBe('mfe_pdp');
  });
});
