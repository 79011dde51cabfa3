// The server bundle's entry (ARCHITECTURE §2.4): the first screen as HTML, from the same root
// and sheets as lifecycles.tsx, so the browser hydrates it without a change.
import { createAreaRenderer } from '@storefront/ui/server';
import { Root } from './root';
import './styles.css';

export default createAreaRenderer(Root);
