export { __camel__ItemsQuery, __camel__ItemsResponse, type __Pascal__Item, type __Pascal__ItemsResponse } from './items';
