import { defineFederationConfig } from '@storefront/webpack-config';

// The remote's only public surface: single-spa lifecycles (ARCHITECTURE §2).
export default defineFederationConfig({
  name: 'mfe_crafter',
  role: 'remote',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
