import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field.js';
import * as styles from './TextField.css.js';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends FieldProps, Omit<InputProps, 'type'> {
  type?: TextFieldType;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input with its error message below. */
export function TextField({
  label,
  error,
  hint,
  required,
  id,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} slot="text-field">
      {(control) => (
        <input
          type={type}
          className={[styles.control, className ?? ''].filter(Boolean).join(' ')}
          data-slot="text-field-input"
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}

/** The email field: email input type and email autocomplete (behaviour §5 contact, newsletter). */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The contact form's textarea has 7 rows (behaviour §9). */
export const textareaRows = 7;

export interface TextareaProps
  extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, 7 rows by default, with its error message below. */
export function Textarea({
  label,
  error,
  hint,
  required,
  id,
  rows = textareaRows,
  className,
  ...textarea
}: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} slot="textarea">
      {(control) => (
        <textarea
          rows={rows}
          className={[styles.control, styles.textarea, className ?? ''].filter(Boolean).join(' ')}
          data-slot="textarea-input"
          {...control}
          {...textarea}
        />
      )}
    </Field>
  );
}
