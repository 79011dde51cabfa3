// What other packages use: the plugin the gateway mounts (services never import each other).
export { default as digitalAssetsApp, type DigitalAssetsOptions } from './app';
export { serviceMount } from './mount';
