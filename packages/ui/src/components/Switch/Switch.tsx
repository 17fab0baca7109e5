import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldIds } from '../Field/Field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> {
  /** Visible label and accessible name, e.g. "Peer mode". */
  label: ReactNode;
  /** Extra text read with the switch. */
  description?: ReactNode;
  /** Called with the new on/off state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Put the label before the switch instead of after it. */
  labelPosition?: 'start' | 'end';
}

/** An on/off toggle that applies immediately (role="switch"); native input, so it works with `register`. */
export function Switch({
  label,
  description,
  onCheckedChange,
  onChange,
  labelPosition = 'end',
  id,
  className,
  ...props
}: SwitchProps) {
  const ids = useFieldIds(id, Boolean(description), false);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.currentTarget.checked);
  };
  const labelText = (
    <span className={styles.text}>
      <span id={`${ids.controlId}-label`}>{label}</span>
      {description ? (
        <span id={ids.hintId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </span>
  );
  return (
    <label className={className ? `${styles.row} ${className}` : styles.row} htmlFor={ids.controlId}>
      {labelPosition === 'start' ? labelText : null}
      <span className={styles.track}>
        <input
          // The description sits inside the <label> for layout; naming the switch by the label text alone
          // keeps the description out of its name (it is read as the description instead). A caller's
          // own aria-label or aria-labelledby still wins.
          aria-labelledby={props['aria-label'] ? undefined : `${ids.controlId}-label`}
          {...props}
          id={ids.controlId}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox gives the switch role its checked state; aria-checked would go stale when uncontrolled
          role="switch"
          className={styles.input}
          aria-describedby={ids.describedBy}
          onChange={handleChange}
        />
        <span className={styles.thumb} aria-hidden="true" />
      </span>
      {labelPosition === 'end' ? labelText : null}
    </label>
  );
}
