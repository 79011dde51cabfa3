import { defineFederationConfig } from '@storefront/webpack-config';

// The shell is the MF host: it knows no remote at build time; the registry names them at run time.
export default defineFederationConfig({
  name: 'shell',
  role: 'host',
  entry: './src/index.ts',
  runtimePlugins: ['./src/remotes/offline-remote-plugin.ts', './src/remotes/sheets-plugin.ts'],
});
