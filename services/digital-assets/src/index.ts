// What other packages use: the plugin the gateway mounts (services never import each other).
export { default as digitalAssetsApp, type DigitalAssetsOptions } from './app';
export { serviceMount } from './mount';
/** DOWNLOAD_LINK_SECRET, for the gateway's settings (embedded mode), like account's keys */
export { downloadLinkKeys } from './download-link-config';
