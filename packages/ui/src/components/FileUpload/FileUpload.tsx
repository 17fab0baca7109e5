import { type DragEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { CloseIcon } from '../../icons';
import { Button } from '../Button/Button';
import { Field, useFieldIds } from '../Field/Field';
import { IconButton } from '../IconButton/IconButton';
import { ProgressBar } from '../Progress/ProgressBar';
import * as styles from './FileUpload.css';
import { formatBytes, type RejectedFile, validateFiles } from './validateFiles';

export interface FileUploadItem {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  status: 'uploading' | 'done' | 'error';
  /** 0–100 while uploading. */
  progress?: number;
  /** Why the upload failed. */
  error?: string;
}

export interface FileUploadProps {
  /** Visible label, e.g. "Attendance sheet". */
  label: ReactNode;
  /** Allowed types: extensions (".csv"), MIME types or families ("image/*"). Left out: any file. */
  accept?: readonly string[];
  /** Largest allowed file in bytes; bigger files are refused with a message before any upload. */
  maxSize?: number;
  /** Allow more than one file. @default false */
  multiple?: boolean;
  /** Called with the files that meet the limits; the app uploads them and reports progress in `items`. */
  onFilesAccepted: (files: File[]) => void;
  /** Called with the files refused, besides the message shown under the drop area. */
  onFilesRejected?: (rejected: RejectedFile[]) => void;
  /** Files being uploaded or uploaded, with their progress. */
  items?: readonly FileUploadItem[];
  /** Shows a remove button on each item. */
  onRemove?: (id: string) => void;
  /** Help text; the limits are added after it. */
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** The (hidden) file input. */
  ref?: Ref<HTMLInputElement>;
}

function limitsText(accept: readonly string[] | undefined, maxSize: number | undefined): string {
  const parts: string[] = [];
  if (accept && accept.length > 0) parts.push(accept.join(', '));
  if (maxSize !== undefined) parts.push(`up to ${formatBytes(maxSize)}`);
  return parts.join(', ');
}

/**
 * Choose files with a button or drag and drop them; type and size limits are checked first and each
 * refused file is named with the reason. Files being uploaded show a progress bar, then "Uploaded" or the error.
 */
export function FileUpload({
  label,
  accept,
  maxSize,
  multiple = false,
  onFilesAccepted,
  onFilesRejected,
  items = [],
  onRemove,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  ref,
}: FileUploadProps) {
  const limits = limitsText(accept, maxSize);
  const fullHint = [hint, limits ? `Accepted: ${limits}.` : null].filter(Boolean);
  const ids = useFieldIds(id, fullHint.length > 0, Boolean(error));
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const files = multiple ? Array.from(list) : Array.from(list).slice(0, 1);
    const result = validateFiles(files, { accept, maxSize });
    setRejected(result.rejected);
    if (result.rejected.length > 0) onFilesRejected?.(result.rejected);
    if (result.accepted.length > 0) onFilesAccepted(result.accepted);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  return (
    <Field
      ids={ids}
      label={label}
      labelId={`${ids.controlId}-label`}
      hint={fullHint.length > 0 ? fullHint.map((part) => <span key={String(part)}>{part} </span>) : undefined}
      error={error}
      required={required}
      className={className}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse extra; the button does the same by keyboard */}
      <div
        className={styles.dropzone}
        data-dragging={dragging}
        data-disabled={disabled || undefined}
        data-invalid={Boolean(error) || rejected.length > 0 || undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files);
        }}
      >
        <span>{multiple ? 'Drag and drop files here, or' : 'Drag and drop a file here, or'}</span>
        <Button
          id={ids.controlId}
          variant="outline"
          tone="neutral"
          size="small"
          disabled={disabled}
          // Read as "Attendance sheet, Choose a file": the field's label, then what the button does.
          aria-labelledby={`${ids.controlId}-label ${ids.controlId}-action`}
          aria-describedby={ids.describedBy}
          onClick={() => inputRef.current?.click()}
        >
          <span id={`${ids.controlId}-action`}>{multiple ? 'Choose files' : 'Choose a file'}</span>
        </Button>
        <input
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          className={styles.input}
          accept={accept?.join(',')}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            // Choosing the same file again after removing it must fire change again.
            event.target.value = '';
          }}
        />
      </div>
      {rejected.length > 0 ? (
        <div role="alert">
          <ul className={styles.rejections}>
            {rejected.map((entry) => (
              <li key={`${entry.file.name}-${entry.file.size}`}>{entry.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.items} aria-label="Files">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span>
                <span className={styles.itemName}>{item.name}</span>{' '}
                <span className={styles.itemMeta}>({formatBytes(item.size)})</span>
              </span>
              {onRemove ? (
                <IconButton
                  label={`Remove ${item.name}`}
                  icon={<CloseIcon />}
                  size="small"
                  onClick={() => onRemove(item.id)}
                />
              ) : (
                <span />
              )}
              <span className={styles.itemWide}>
                {item.status === 'uploading' ? (
                  <ProgressBar label={`Uploading ${item.name}`} value={item.progress ?? 0} size="small" />
                ) : item.status === 'done' ? (
                  <span className={styles.done}>Uploaded</span>
                ) : (
                  <span className={styles.failed}>{item.error ?? 'Upload failed'}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
