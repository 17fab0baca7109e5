export {
  TOAST_AUTO_CLOSE_MS,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './Toast';
export { toastTones } from './Toast.css';
