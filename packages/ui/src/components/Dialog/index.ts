export { Dialog, type DialogContentProps, type DialogRootProps } from './Dialog';
export { dialogSizes } from './Dialog.css';
