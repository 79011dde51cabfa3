export { errorHandler, frameworkErrors, toApiError, type ErrorHandlerOptions } from './error-handler';
export { HttpError, isHttpError, badRequest, notFound, forbidden } from './http-error';
export { summarizeValidation, type ValidationIssue, type ValidationSummary } from './validation-message';
export { zodValidation, withZod, parseOrThrow, type ZodTypeProvider } from './zod-validation';
export { registerCsrf, requireCsrf, CSRF_HEADER, CSRF_COOKIE, type CsrfOptions } from './csrf';
export { securityHeaders, DEFAULT_CSP_DIRECTIVES, type SecurityHeadersOptions } from './security-headers';
export { rateLimit, type RateLimitOptions } from './rate-limit';
export { readConfig, ConfigError } from './read-config';
export { hitRateLimit, pruneRateLimits, type RateLimitWindow, type RateLimitHit } from './rate-limit-counter';
