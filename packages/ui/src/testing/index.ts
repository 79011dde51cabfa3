export { deferred, goTo, idleRequestCounter, runLifecycle, shellProps, type RouteLike } from './remote-harness';
