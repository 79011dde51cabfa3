import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const isSheet = (url: string) => /\.css(?:$|\?)/.test(url);

/**
 * Leaves an area's sheets to its chunk loader. On loadRemote the MF runtime adds a
 * `<link rel=stylesheet>` for every sheet the manifest lists, unaware that the gateway inlined the
 * server-rendered areas' sheets (`<style data-href>`): each first screen would fetch and apply its
 * CSS a second time. The chunk loader (mini-css-extract-plugin's) skips a sheet the document has
 * and loads any other before the chunk counts as loaded, so nothing shows unstyled. Scripts are
 * still preloaded as before.
 */
export default function sheetsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-sheets-by-chunk-loader',
    beforePreloadRemote(args) {
      for (const op of args.preloadOps) {
        const keep = op.filter;
        op.filter = (url: string) => !isSheet(url) && (keep ? keep(url) : true);
      }
    },
  };
}
