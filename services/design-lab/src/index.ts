// What other packages use: the plugin the gateway mounts (services never import each other).
export { default as designLabApp, type DesignLabOptions } from './app';
export { serviceMount } from './mount';
