import { message } from './AccountForm.css';

/** The message about a whole form (behaviour §8), or a confirmation, above the fields. */
export function FormMessage({ error, notice }: { error?: string; notice?: string }) {
  if (error)
    return (
      <p className={message} data-kind="error" role="alert" data-slot="account-form-error">
        {error}
      </p>
    );
  if (notice)
    return (
      <p className={message} data-kind="notice" role="status" data-slot="account-notice">
        {notice}
      </p>
    );
  return null;
}
