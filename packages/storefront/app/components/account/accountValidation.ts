import type * as AccountSchemas from '../../lib/account/accountSchemas';

/** The account schemas module, with Zod: 25 KB of gzip that no account page needs to show. */
export type AccountValidation = typeof AccountSchemas;

let loaded: AccountValidation | undefined;
let loading: Promise<AccountValidation> | undefined;

/**
 * Fetches the schemas once, after the page has hydrated or when a shopper first touches an
 * account form; before that the form works without them, since the server checks every
 * submission. A failed fetch is forgotten, so the next touch tries again.
 */
export function loadAccountValidation(): Promise<AccountValidation> {
  loading ??= import('../../lib/account/accountSchemas').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schemas if they have arrived, for a check that must answer at once (a submit). */
export function loadedAccountValidation(): AccountValidation | undefined {
  return loaded;
}
