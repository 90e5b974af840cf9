import { useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import type { z } from '../../lib/zod';
import { useTranslate } from '../../hooks/useRootData';
import { validate, type FieldErrors } from '../../lib/account/accountSchemas';
import type { AccountActionData } from '../../lib/account/accountTypes';

/**
 * The browser half of an account form: checks the fields with the same schema the action uses
 * before anything is sent (a convenience: the server checks again) and merges its messages with
 * the action's. Messages of the last answer stay until the next submit.
 */
export function useAccountForm(schema: z.ZodType, actionData: AccountActionData | undefined) {
  const t = useTranslate();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const result = validate(schema, values);
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    // Focus the first field that needs attention, as a screen reader user would expect.
    const first = Object.keys(result.errors).find((name) => name !== 'form');
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const errors: Record<string, string> = clientErrors
    ? Object.fromEntries(
        Object.entries(clientErrors).flatMap(([field, key]) => (key ? [[field, t(key)]] : [])),
      )
    : (actionData?.errors ?? {});
  return {
    onSubmit,
    errors,
    submitting: navigation.state === 'submitting',
    notice: clientErrors ? undefined : actionData?.notice,
  };
}
