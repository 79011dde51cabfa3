import { createRemoteLifecycles } from '@storefront/ui';
import { Root } from './root';
import './styles.css';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  rootComponent: Root,
  areaError: { label: 'Crafter error', message: 'Something went wrong while showing this page.' },
});
