import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as fieldStyles from '../TextField/TextField.css.js';
import * as styles from './Checkbox.css.js';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** The validation message, shown below the box. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it and the error below. */
export function Checkbox({
  label,
  error,
  id,
  className,
  checked,
  defaultChecked,
  ...input
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const isChecked = checked ?? defaultChecked;
  return (
    <div
      className={[styles.root, className ?? ''].filter(Boolean).join(' ')}
      data-slot="checkbox"
      data-state={isChecked === undefined ? undefined : isChecked ? 'checked' : 'unchecked'}
    >
      <label className={styles.row} htmlFor={inputId} data-slot="checkbox-label">
        <input
          type="checkbox"
          id={inputId}
          className={styles.input}
          data-slot="checkbox-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          checked={checked}
          defaultChecked={defaultChecked}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={fieldStyles.error} data-slot="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
