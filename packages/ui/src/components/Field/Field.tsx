import { type ReactNode, useId } from 'react';
import { AlertIcon } from '../../icons';
import * as styles from './Field.css';

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Value for the control's `aria-describedby`: the hint and the error, when present. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error message. */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Render the label as a `<span>` (for group controls labelled by `aria-labelledby`). */
  labelAs?: 'label' | 'span';
  labelId?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, hint and error below: the one layout every form control shares. */
export function Field({
  ids,
  label,
  hint,
  error,
  required,
  labelAs = 'label',
  labelId,
  className,
  children,
}: FieldProps) {
  const LabelTag = labelAs;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <LabelTag
        className={styles.label}
        id={labelId}
        {...(labelAs === 'label' ? { htmlFor: ids.controlId } : {})}
      >
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </LabelTag>
      {children}
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          <AlertIcon />
          {error}
        </p>
      ) : null}
    </div>
  );
}
