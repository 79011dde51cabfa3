// What other packages use: the plugin the gateway mounts (services never import each other).
export { default as crafterApp, type CrafterOptions } from './app';
export { serviceMount } from './mount';
