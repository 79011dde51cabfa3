export { countWindowEvents, deferred, goTo, idleRequestCounter, runLifecycle, shellProps, singleSpaProps, type RouteLike } from './remote-harness';
export { estimate as deliveryEstimate, estimateOn } from '../delivery/delivery.fixtures';
export { savedAddress } from './saved-address';
export { httpClientFrom, type HttpMethod } from './http-client-from';
export { purchasedAsset } from '../digital-downloads/purchase.fixtures';
