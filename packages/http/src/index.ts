export type { AppProps, HttpClient, RequestCounter, RequestOptions, SearchParamValue } from './types';
