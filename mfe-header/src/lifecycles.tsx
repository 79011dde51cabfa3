import { createRemoteLifecycles } from '@storefront/ui';
import { Root } from './root';
import './styles.css';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  rootComponent: Root,
  areaError: { label: 'Header error', message: 'The store header could not be shown.', recovery: 'home' },
});
