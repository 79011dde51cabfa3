import { addErrorHandler, getAppStatus, navigateToUrl, registerApplication, start, type LifeCycles } from 'single-spa';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createHttpClient, createRequestCounter, type AppProps } from '@storefront/http';

import { AREAS, STATUS_SCREENS, activityFor } from '@storefront/routing';
import { createInitialDataSource } from './apps/initial-data';
import { slotFor } from './apps/slots';
import { statusPageLifecycles } from './apps/status-page';
import { watchPageTransitions } from './navigation/page-transitions';
import { followStoreSwitchLinks } from './navigation/store-switch-links';
import { readPageData, readRegistry } from './page/read-page-data';
import { areaErrorLifecycles, renderAreaError } from './remotes/area-error';
import { registerFromRegistry } from './remotes/register-remotes';

async function main(): Promise<void> {
  const page = readPageData();
  const initialData = createInitialDataSource(page, location.pathname + location.search);
  // The global active-request counter (§4) lives here and is handed to every remote.
  const requestCounter = createRequestCounter();
  const http = createHttpClient({ csrfToken: () => page.csrfToken, counter: requestCounter });
  const propsFor = (domElement: HTMLElement) => (): Omit<AppProps, 'domElement'> & { domElement: HTMLElement } => ({
    pageData: page,
    initialData: initialData(),
    http,
    requestCounter,
    navigate: navigateToUrl,
    domElement,
  });

  registerFromRegistry(await readRegistry());

  for (const area of AREAS) {
    const slot = slotFor(area);
    registerApplication<AppProps>({
      name: area.name,
      app: async () => (await loadRemote<LifeCycles<AppProps>>(`${area.remote}/lifecycles`)) ?? areaErrorLifecycles(area.name),
      activeWhen: area.screens === 'always' ? () => true : activityFor([...area.screens]),
      customProps: propsFor(slot) as never,
    });
  }
  registerApplication<AppProps>({
    name: 'status',
    app: async () => statusPageLifecycles,
    activeWhen: activityFor([...STATUS_SCREENS]),
    customProps: propsFor(slotFor({ name: 'status', slot: 'main' })) as never,
  });

  // A remote that throws outside React (bootstrap/mount) is marked broken by single-spa; show
  // the error in its own slot and leave everything else running.
  addErrorHandler((err) => {
    const name = err.appOrParcelName;
    console.error(`[shell] ${name} failed (${getAppStatus(name)})`, err);
    const area = AREAS.find((a) => a.name === name);
    if (area) renderAreaError(slotFor(area), name);
  });

  watchPageTransitions(() => document.getElementById('sf-main'));
  followStoreSwitchLinks();
  start({ urlRerouteOnly: true });
}

void main();
