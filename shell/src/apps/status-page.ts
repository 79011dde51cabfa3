import type { LifeCycles } from 'single-spa';
import type { AppProps } from '@storefront/http';
import { recognize, withStore } from '@storefront/routing';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@storefront/store-config';

/**
 * The not-found screen, also used for reserved pages whose content arrives in later issues, so
 * they never render as an empty listing. Plain DOM: the shell carries no React.
 */
export const statusPageLifecycles: LifeCycles<AppProps> = {
  async bootstrap() {},
  async mount(props) {
    const { store } = recognize(location.pathname, location.search);
    const section = document.createElement('section');
    section.className = 'sf-status-page';
    section.setAttribute('aria-labelledby', 'sf-status-title');
    const h1 = document.createElement('h1');
    h1.id = 'sf-status-title';
    h1.textContent = NOT_FOUND_TEXT.heading;
    const p = document.createElement('p');
    p.textContent = NOT_FOUND_TEXT.message;
    const home = document.createElement('a');
    home.href = withStore('/', store);
    home.textContent = NOT_FOUND_TEXT.home;
    home.addEventListener('click', (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      props.navigate(home.getAttribute('href') ?? '/');
    });
    section.append(h1, p, home);
    // the gateway rendered the same section (data-ssr): replacing it changes nothing visible
    props.domElement.removeAttribute('data-ssr');
    props.domElement.replaceChildren(section);
    document.title = NOT_FOUND_TITLE;
  },
  async unmount(props) {
    props.domElement.replaceChildren();
  },
};
