import { createRemoteLifecycles } from '@storefront/ui';
import { AreaError } from './area-error';
import { Root } from './root';
import './styles.css';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ rootComponent: Root, errorBoundary: AreaError });
