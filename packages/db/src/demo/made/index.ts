export { seedDemoMadeProducts, MADE_CATEGORIES, MADE_PER_GARMENT_TYPE, type SeedMadeResult } from './seed-made-products';
export { demoPrintAreas, drawingOf, GARMENT_TYPES, YOUTH_GARMENTS, type PrintAreaRow, type PrintSide } from './print-areas';
