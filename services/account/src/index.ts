// What other packages use (the gateway composes the services); nothing else leaves this service.
export { default as accountApp, type AccountOptions } from './app';
export { accountRateLimitKeys, accountRateLimits } from './rate-limit-config';
export { accountAlertKeys } from './alert-config';
export { serviceMount } from './mount';
