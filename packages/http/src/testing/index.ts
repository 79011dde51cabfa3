export { settle } from './settle';
