export { StoreProvider, useStore } from './store/store-context';
export { Price } from './price/price';
export { Spinner } from './spinner/spinner';
export { Notice } from './notice/notice';
export { Modal, type ModalProps } from './modal/modal';
export { Tooltip } from './tooltip/tooltip';
export { ResponsiveImage } from './image/responsive-image';
