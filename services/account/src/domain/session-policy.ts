// One policy for every service: the lifetimes live beside account's session read in packages/db,
// the cookie name beside server-kit's read-only session resolver.
export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from '@storefront/db';
export { SESSION_COOKIE } from '@storefront/server-kit';
