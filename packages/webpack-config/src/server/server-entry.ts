// The server bundle's entry: the remote's own `src/server.tsx` (aliased at build time) and the
// sheets its modules registered while loading. The gateway reads exactly this shape.
import area from 'sf-area-server';
import { collectedCss } from '../css/register-css';

export const render = area.render;
export const styles = collectedCss;
