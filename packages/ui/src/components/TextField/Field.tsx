import { useId, type ReactNode } from 'react';
import * as styles from './TextField.css.js';

/** Props shared by every labelled form field. */
export interface FieldProps {
  label: string;
  /** The validation message, shown below the field (behaviour §5 contact and newsletter forms). */
  error?: string;
  hint?: string;
  required?: boolean;
  id?: string;
}

/** Ids and ARIA wiring a field's control needs. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
}

/** Label, control and the error below it; the control comes from a render function. */
export function Field({
  label,
  error,
  hint,
  required,
  id,
  slot,
  children,
}: FieldProps & { slot: string; children: (control: FieldControlProps) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy =
    [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-slot={slot} data-state={error ? 'invalid' : 'valid'}>
      <label className={styles.label} htmlFor={controlId} data-slot="field-label">
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        required,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint} data-slot="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} data-slot="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
