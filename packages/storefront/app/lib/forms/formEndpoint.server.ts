import type { data } from 'react-router';
import { admitForm } from './admitForm.server';
import { isPlainFormPost, returnToPage, statusOf } from './formReturn.server';
import { formLocale, methodNotAllowed, translatorOf } from './formResponses.server';
import type { FormOutcome, ReturnedForm } from './formReturn';
import type { RateLimiter } from '../limits/rateLimit.server';

type Answer = Response | ReturnType<typeof data>;

interface PublicFormEndpoint<F extends ReturnedForm> {
  /** The form's name, which also names its outcome in the query of a page it returns to. */
  form: F;
  /** The client's rate limit, asked before the body is read. */
  limiter: () => RateLimiter;
  /** The largest body the form can honestly be. */
  maxBytes: number;
  /** Handles an admitted form: the JSON answer the shop's scripts read. */
  handle: (form: FormData, request: Request) => Promise<Answer>;
  /** The outcome a plain form post's page shows for the status of that answer. */
  outcomeOf: (status: number) => FormOutcome<F>;
}

/**
 * The loader and action of a public form endpoint (contact, newsletter). A `GET` is a 405; a post
 * passes the rate limit (429) and the body limit (413, 400 for a body that is not a form) before
 * `handle` sees it, every refusal in the page's language. Scripts get the JSON answer; a plain
 * form post (no scripts) is sent back to its page with the outcome instead.
 */
export function publicFormEndpoint<F extends ReturnedForm>({
  form: name,
  limiter,
  maxBytes,
  handle,
  outcomeOf,
}: PublicFormEndpoint<F>) {
  async function answer(request: Request, context: unknown): Promise<Answer> {
    const admission = await admitForm(request, context, { limiter, maxBytes });
    return admission.refusal ?? handle(admission.form, request);
  }
  return {
    loader({ request }: { request: Request }) {
      return methodNotAllowed(translatorOf(formLocale(request)));
    },
    async action({ request, context }: { request: Request; context: unknown }) {
      const answered = await answer(request, context);
      if (!isPlainFormPost(request)) return answered;
      return returnToPage(request, name, outcomeOf(statusOf(answered)));
    },
  };
}
