export { default as catalogApp, catalogImagesApp, type CatalogOptions, type CatalogImagesOptions } from './app';
export { inventoryResponse, type InventoryResponse } from './routes/products/inventory-schema';
export { serverConfig, type ServerConfig } from './server-config';
export { GARMENTS, type Garment } from './images/garment-drawings';
export { IMAGE_WIDTHS } from './images/garment-file-name';
