import { useEffect, useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import { useTranslate } from '../../hooks/useRootData';
import type { AccountSchemaName, FieldErrors } from '../../lib/account/accountSchemas';
import type { AccountActionData } from '../../lib/account/accountTypes';
import { whenIdle } from '../../lib/actors/whenIdle';
import { loadAccountValidation, loadedAccountValidation } from './accountValidation';

/** Starts fetching the schemas; a failure only means the server alone checks this submit. */
function prepareValidation() {
  loadAccountValidation().catch(() => undefined);
}

/**
 * The browser half of an account form: checks the fields with the same schema the action uses
 * before anything is sent (a convenience: the server checks again) and merges its messages with
 * the action's. Messages of the last answer stay until the next submit. The schemas are not part
 * of the page's first load: they are fetched once the browser is idle after hydration, or at once
 * when the shopper focuses or touches the form; a submit before they arrive goes to the server as
 * is, which answers the same messages.
 */
export function useAccountForm(
  schemaName: AccountSchemaName,
  actionData: AccountActionData | undefined,
) {
  const t = useTranslate();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  useEffect(() => whenIdle(prepareValidation), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const validation = loadedAccountValidation();
    if (!validation) {
      setClientErrors(null);
      prepareValidation();
      return;
    }
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const result = validation.validate(validation.accountSchemas[schemaName], values);
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
    /** Spread on the `<Form>`: the check on submit, and the schemas' fetch on first touch. */
    formHandlers: { onSubmit, onFocus: prepareValidation, onPointerDown: prepareValidation },
    errors,
    submitting: navigation.state === 'submitting',
    notice: clientErrors ? undefined : actionData?.notice,
  };
}
