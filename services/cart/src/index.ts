// What other packages use (the gateway composes the services); nothing else leaves this service.
export { default as cartApp, type CartOptions } from './app';
export { serviceMount } from './mount';
