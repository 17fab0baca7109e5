import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from '../../icons';
import { IconButton } from '../IconButton';
import * as styles from './Toast.css';

/** How long a notification stays before it closes itself (architecture: "auto-close 5000 ms"). */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastTone = (typeof styles.toastTones)[number];

export interface ToastOptions {
  /** The message, e.g. an `ApiError`'s `message`. */
  message: ReactNode;
  /** Optional bold first line. */
  title?: ReactNode;
  /** `critical` is announced at once (role="alert"); the others politely (role="status"). @default 'neutral' */
  tone?: ToastTone;
  /** Milliseconds before it closes itself; `null` keeps it until closed. @default TOAST_AUTO_CLOSE_MS */
  duration?: number | null;
}

export interface ToastApi {
  /** Shows a notification and returns its id. */
  show: (options: ToastOptions) => string;
  success: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string;
  error: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string;
  warning: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string;
  info: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string;
  /** Closes one notification now. */
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the notification region. @default 'Notifications' */
  label?: string;
  /** Most notifications shown at once; older ones close first. @default 5 */
  limit?: number;
}

/** Holds the notifications and renders them in a corner region. Put it inside `ThemeProvider`. */
export function ToastProvider({ children, label = 'Notifications', limit = 5 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (options: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { ...options, id }].slice(-limit));
      return id;
    };
    const withTone =
      (tone: ToastTone) => (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) =>
        show({ ...options, message, tone });
    return {
      show,
      success: withTone('positive'),
      error: withTone('critical'),
      warning: withTone('caution'),
      info: withTone('neutral'),
      dismiss,
    };
  }, [dismiss, limit]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label={label} className={styles.viewport}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

const toneIcons: Record<ToastTone, ReactNode> = {
  neutral: <InfoIcon />,
  positive: <SuccessIcon />,
  caution: <AlertIcon />,
  critical: <AlertIcon />,
};

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  const { id, title, message, tone = 'neutral', duration = TOAST_AUTO_CLOSE_MS } = toast;
  const [paused, setPaused] = useState(false);

  // Hovering or focusing a notification holds it open, so nobody loses a message while reading it.
  useEffect(() => {
    if (duration === null || paused) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [duration, paused, id, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the auto-close; focus pauses it for keyboard users
    <div
      role={tone === 'critical' ? 'alert' : 'status'}
      className={styles.toast({ tone })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon({ tone })}>{toneIcons[tone]}</span>
      <div className={styles.body}>
        {title ? <span className={styles.title}>{title}</span> : null}
        <span>{message}</span>
      </div>
      <IconButton
        label="Dismiss notification"
        icon={<CloseIcon />}
        size="small"
        onClick={() => onDismiss(id)}
      />
    </div>
  );
}

/** Shows notifications: `const toast = useToast(); toast.error(error.message)`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
