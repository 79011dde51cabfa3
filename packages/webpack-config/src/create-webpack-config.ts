import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { FederationConfig } from './federation-config';
import type { BrowserSheet } from './css/browser-sheets';
import { SHARED_SINGLETONS, eagerly } from './shared-modules';
import { TIMING } from '@storefront/store-config';

export interface BuildTarget {
  packageDir: string;
  outputDir: string;
  federation: FederationConfig;
}

// Loaders are this package's dependencies, not each remote's: resolve them from here.
const require = createRequire(import.meta.url);
const here = path.dirname(new URL(import.meta.url).pathname);

const sheetLoader = path.join(here, 'css', 'sheet-loader.ts');

/** TS/JS through esbuild for both bundles; CSS into `.css` files in the browser, dropped on the server. */
function moduleRules(target: string, bundle: 'browser' | 'server'): RuleSetRule[] {
  const css: RuleSetRule =
    bundle === 'browser'
      ? {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: require.resolve('css-loader'), options: { url: false, import: false, importLoaders: 1 } },
            { loader: sheetLoader },
          ],
        }
      : { test: /\.css$/, loader: sheetLoader, options: { drop: true } };
  return [{ test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, loader: require.resolve('esbuild-loader'), options: { target, jsx: 'automatic' } }, css];
}

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
      // the server bundle (below) is written into server/ afterwards
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: moduleRules('es2020', 'browser'),
    },
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // the UI kit's sheet in a file of its own, named by its content: every remote then asks
          // for the same file, so the gateway inlines it once and the browser loads it once
          uiKitSheet: { type: 'css/mini-extract', test: /[\\/]packages[\\/]ui[\\/]src[\\/].*\.css$/, name: 'sf-ui-kit', chunks: 'all', enforce: true },
        },
      },
    },
    plugins: [
      // Sheets travel as .css files beside their chunk, not as strings inside the JavaScript: the
      // runtime loads a chunk's sheet before the chunk counts as loaded (no unstyled flash), and
      // skips one the gateway already inlined (`<style data-href="<file>">`, see cli.ts).
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css', ignoreOrder: true }),
      // provideExternalRuntime injects its plugin by a resolved path, the CommonJS build, whose
      // require() chain pulled a second, CommonJS copy of the whole MF runtime into shell.js beside
      // the ES one everything else imports: the ES build serves both.
      new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
        resource.request = resource.request.replace(/\.cjs$/, '.js');
      }),
      new ModuleFederationPlugin({
        name: federation.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: federation.exposes ?? {} }),
        // the shell provides every singleton eagerly (in shell.js, see shell/src/shared-singletons.ts):
        // registered first, the host's copies are the ones all remotes use, and they arrive with
        // shell.js instead of after a remote's entry has run; remotes keep theirs as fallbacks
        shared: isHost ? eagerly(SHARED_SINGLETONS) : SHARED_SINGLETONS,
        // Remotes start together; loaded-first lets the second reuse the copy the first is already
        // loading instead of downloading its own (react-dom twice otherwise).
        shareStrategy: 'loaded-first',
        // The MF runtime ships once, in the shell, instead of inside every remoteEntry.js.
        // the browser runtime only: Node code paths (server bundles are built without MF) dropped
        experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
        runtimePlugins: federation.runtimePlugins?.map((p) => path.resolve(packageDir, p)),
        manifest: true,
        dts: false,
      }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * A remote's server bundle (`<build>/server/server.cjs`): its `src/server.tsx` (React's
 * server renderer around the same root the browser mounts) plus the sheets it registers, as
 * one CommonJS file with its own React, so the gateway loads any published version without
 * being rebuilt. Not minified: it never crosses the network.
 */
export function createServerWebpackConfig({ packageDir, outputDir, sheets }: Omit<BuildTarget, 'federation'> & { sheets: BrowserSheet[] }): Configuration {
  return {
    mode: 'production',
    context: packageDir,
    target: 'node20',
    entry: { server: path.join(here, 'server', 'server-entry.ts') },
    output: { path: path.join(outputDir, 'server'), filename: 'server.cjs', library: { type: 'commonjs2' }, clean: true },
    devtool: false,
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { 'sf-area-server$': path.join(packageDir, 'src', 'server.tsx') } },
    module: { rules: moduleRules('node20', 'server') },
    performance: { hints: false },
    optimization: { minimize: false, moduleIds: 'deterministic' },
    // lazy chunks are for browsers; on the server one file loads at once
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // the browser build's sheets, which the gateway inlines beside the HTML (server-entry.ts)
      new webpack.DefinePlugin({ SF_BROWSER_SHEETS: JSON.stringify(sheets) }),
    ],
    stats: 'errors-warnings',
  };
}
