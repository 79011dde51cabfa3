export type { AppProps, HttpClient, RequestCounter, RequestOptions, SearchParamValue } from './types';
export { createHttpClient, type BrowserHttpClient, type HttpClientOptions } from './http-client';
export { createRequestCounter } from './request-counter';
export { HttpError, NetworkError } from './http-errors';
export { RETRY_AFTER_CAP_MS, RETRY_METHODS, RETRY_STATUS_CODES, retryDelayMs } from './retry-policy';
export { CHUNK_LOAD_TIMEOUT_MS, loadingChunkFailedError } from './chunk-load';
export { sendWithProgress } from './send-with-progress';
export { readFailure, outcomeUnknown, UNREADABLE_ANSWER, type RequestFailure } from './read-failure';
export { isRecord, isInt, isText, isListOf, unreadableAnswer, type AnswerFields } from './answer-shape';
