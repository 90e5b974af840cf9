import type { FormEvent } from 'react';
import { Button } from '../Button/Button.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { EmailField, Textarea, TextField } from '../TextField/TextField.js';
import * as styles from './ContactRequestForm.css.js';

/** The fields a person must fill (behaviour §5). */
export const contactRequestFields = ['firstName', 'lastName', 'email'] as const;
export type ContactRequestField = (typeof contactRequestFields)[number];

/** One option checkbox (behaviour §3 `sharedTexts.forms.options`). */
export interface ContactRequestOption {
  key: string;
  text: string;
}

/** The hidden, read-only fields (behaviour §3): who asks from where, about what. */
export interface ContactRequestContext {
  language: string;
  currency: string;
  /** The product's title; empty outside a product page. */
  product: string;
  pathname: string;
}

/** Words of the form, already translated. */
export interface ContactRequestLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  options: string;
  message: string;
  submit: string;
  submitting: string;
  honeypot: string;
}

export interface ContactRequestFormProps {
  context: ContactRequestContext;
  values: Record<ContactRequestField, string>;
  /** Translated errors shown below their fields (behaviour §5). */
  errors: Partial<Record<ContactRequestField, string>>;
  options: readonly ContactRequestOption[];
  intro?: string;
  /** The message's placeholder (behaviour §3 `sharedTexts.forms.placeholder`). */
  placeholder: string;
  labels: ContactRequestLabels;
  submitting: boolean;
  /** Where the form posts without JavaScript. */
  action?: string;
  onChange(field: ContactRequestField, value: string): void;
  onBlur(field: ContactRequestField): void;
  /** Every other field of the form, by name (hidden fields, phone, checked options, message). */
  onSubmit(fields: Record<string, string>): void;
}

/** The checkbox name of an option (behaviour §3): `option_` + key + `:` + text. */
export function contactOptionName(option: ContactRequestOption): string {
  return `option_${option.key}:${option.text}`;
}

/** The name of the honeypot field people never see. */
export const contactHoneypotName = 'website';

/**
 * The contact request form (behaviour §3, §5): hidden read-only language, currency, product and
 * pathname; first name, last name and email required; optional phone; the editors' option
 * checkboxes; a 7-row message. Plain props: the storefront drives it with the `contactForm`
 * machine inside the ui Modal.
 */
export function ContactRequestForm({
  context,
  values,
  errors,
  options,
  intro,
  placeholder,
  labels,
  submitting,
  action,
  onChange,
  onBlur,
  onSubmit,
}: ContactRequestFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && !contactRequestFields.includes(name as ContactRequestField))
        fields[name] = value;
    }
    onSubmit(fields);
  };
  const person = (field: ContactRequestField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
    readOnly: submitting,
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      onChange(field, event.currentTarget.value),
    onBlur: () => onBlur(field),
  });
  const hasErrors = contactRequestFields.some((field) => Boolean(errors[field]));
  return (
    <form
      className={styles.form}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={handleSubmit}
      data-slot="contact-request-form"
      data-state={submitting ? 'submitting' : 'open'}
    >
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <input type="hidden" name="language" value={context.language} readOnly />
      <input type="hidden" name="currency" value={context.currency} readOnly />
      <input type="hidden" name="product" value={context.product} readOnly />
      <input type="hidden" name="pathname" value={context.pathname} readOnly />
      <div className={styles.pair}>
        <TextField label={labels.firstName} autoComplete="given-name" {...person('firstName')} />
        <TextField label={labels.lastName} autoComplete="family-name" {...person('lastName')} />
      </div>
      <div className={styles.pair}>
        <EmailField label={labels.email} {...person('email')} />
        <TextField
          label={labels.phone}
          type="tel"
          name="phone"
          autoComplete="tel"
          readOnly={submitting}
        />
      </div>
      {options.length > 0 ? (
        <fieldset className={styles.options} disabled={submitting}>
          <legend className={styles.legend}>{labels.options}</legend>
          {options.map((option) => (
            <Checkbox key={option.key} name={contactOptionName(option)} label={option.text} />
          ))}
        </fieldset>
      ) : null}
      <Textarea
        label={labels.message}
        name="textContent"
        placeholder={placeholder}
        readOnly={submitting}
      />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {labels.honeypot}
          <input type="text" name={contactHoneypotName} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={submitting}
          loadingLabel={labels.submitting}
          disabled={hasErrors}
          data-slot="contact-request-submit"
        >
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
