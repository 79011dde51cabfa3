// What other packages use: the plugin the gateway mounts (services never import each other).
export { default as __camel__App, type __Pascal__Options } from './app';
export { serviceMount } from './mount';
