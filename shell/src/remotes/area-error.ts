import type { LifeCycles } from 'single-spa';
import type { AppProps } from '@storefront/http';

/**
 * Lifecycles for an area whose remote could not be loaded or crashed: a message in that area's
 * own slot, so the header and the other areas keep working (ARCHITECTURE §3.8).
 */
export function areaErrorLifecycles(area: string): LifeCycles<AppProps> {
  return {
    async bootstrap() {},
    async mount(props) {
      const box = document.createElement('div');
      box.className = 'sf-area-error';
      box.setAttribute('role', 'alert');
      box.dataset.area = area;
      const text = document.createElement('p');
      text.textContent = 'This part of the page could not be loaded. Please try again.';
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = 'Reload page';
      retry.addEventListener('click', () => window.location.reload());
      box.append(text, retry);
      props.domElement.replaceChildren(box);
    },
    async unmount(props) {
      props.domElement.replaceChildren();
    },
  };
}
