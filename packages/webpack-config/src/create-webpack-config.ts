import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { FederationConfig } from './federation-config';
import { SHARED_SINGLETONS } from './shared-modules';
import { TIMING } from '@storefront/store-config';

export interface BuildTarget {
  packageDir: string;
  outputDir: string;
  federation: FederationConfig;
}

// Loaders are this package's dependencies, not each remote's: resolve them from here.
const require = createRequire(import.meta.url);

/** One webpack configuration for every remote and the shell, so they stay compatible. */
export function createWebpackConfig({ packageDir, outputDir, federation }: BuildTarget): Configuration {
  const isHost = federation.role === 'host';
  return {
    mode: 'production',
    context: packageDir,
    target: 'web',
    // Remotes need no entry of their own: the container (remoteEntry.js) is added by the MF plugin.
    entry: isHost ? { [federation.name]: federation.entry ?? './src/index.ts' } : {},
    output: {
      path: outputDir,
      publicPath: 'auto',
      uniqueName: federation.name,
      // MF2 fails at run time with a hashed entry filename; entries live in a versioned folder instead.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      chunkLoadTimeout: TIMING.chunkLoadTimeoutMs,
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, loader: require.resolve('esbuild-loader'), options: { target: 'es2020', jsx: 'automatic' } },
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
      ],
    },
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name: federation.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: federation.exposes ?? {} }),
        shared: SHARED_SINGLETONS,
        // Remotes start together; loaded-first lets the second reuse the copy the first is already
        // loading instead of downloading its own (react-dom twice otherwise).
        shareStrategy: 'loaded-first',
        // The MF runtime ships once, in the shell, instead of inside every remoteEntry.js.
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
        runtimePlugins: federation.runtimePlugins?.map((p) => path.resolve(packageDir, p)),
        manifest: true,
        dts: false,
      }),
    ],
    stats: 'errors-warnings',
  };
}
