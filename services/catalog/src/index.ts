// What other packages use (the gateway composes the services); nothing else leaves this service.
export { default as catalogApp, catalogImagesApp, type CatalogOptions, type CatalogImagesOptions } from './app';
export { serviceMount } from './mount';
export { default as reviewsApp, type ReviewsOptions } from './reviews-app';
export { captchaKeys } from './captcha-config';
