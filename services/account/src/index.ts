export { default as accountApp, DEFAULT_SIGN_IN_LIMIT, DEFAULT_SIGN_UP_LIMIT, type AccountOptions } from './app';
export type { SessionRotation } from './routes/route-context';
export { resolveSession, type CurrentSession } from './domain/resolve-session';
export { startSession, endSession, type StartedSession } from './domain/start-session';
export { SESSION_COOKIE, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './domain/session-policy';
export { setSessionCookies, clearSessionCookies } from './routes/session-cookies';
export { serverConfig, type ServerConfig } from './server-config';
export { accountRateLimitKeys, accountRateLimits } from './rate-limit-config';
