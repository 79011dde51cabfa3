import type { LifeCycles } from 'single-spa';
import type { AppProps } from '@storefront/http';

/** Shows "could not be loaded" in an area's own slot (ARCHITECTURE §3.8). */
export function renderAreaError(domElement: HTMLElement, area: string): void {
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
  domElement.replaceChildren(box);
}

/**
 * Lifecycles for an area whose remote could not be loaded: the error shows in that area's slot,
 * so the header and the other areas keep working.
 */
export function areaErrorLifecycles(area: string): LifeCycles<AppProps> {
  return {
    async bootstrap() {},
    async mount(props) {
      renderAreaError(props.domElement, area);
    },
    async unmount(props) {
      props.domElement.replaceChildren();
    },
  };
}
