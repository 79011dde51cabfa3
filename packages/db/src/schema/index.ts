export * from './catalog';
export * from './account';
export * from './account-favorites';
export * from './account-followed-brands';
export * from './catalog-reviews';
export * from './catalog-comments';
export * from './catalog-content';
export * from './catalog-brand-pages';
export * from './account-alert-mails';
export * from './platform';
export * from './cart';
export * from './design-lab';
export * from './digital-assets';
export * from './crafter';
// new:area schemas — the schemas of areas made with `pnpm new:area` are exported above this line
