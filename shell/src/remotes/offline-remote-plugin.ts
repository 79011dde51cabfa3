import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { areaErrorLifecycles } from './area-error';

/**
 * Handles a remote that fails to load once, here: whether its manifest, its entry or the exposed
 * module failed, loadRemote resolves to fallback lifecycles instead of rejecting.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-offline-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined; // earlier stages fall through to onLoad
      console.error(`[shell] remote ${id} failed to load`, error);
      return areaErrorLifecycles(id.split('/')[0] ?? id);
    },
  };
}
