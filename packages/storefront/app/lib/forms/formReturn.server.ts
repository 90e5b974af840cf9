import { refererPath } from '../http/sameSitePath';
import {
  RETURNED_FORMS,
  RETURNED_FORM_ANCHORS,
  type FormOutcome,
  type ReturnedForm,
} from './formReturn';

/**
 * A form the browser sent by itself, without the shop's scripts: it navigates, so it needs a page
 * back, not the JSON the scripts read. Browsers say so with `Sec-Fetch-Mode: navigate`; one too old
 * to send it still asks for HTML.
 */
export function isPlainFormPost(request: Request): boolean {
  const mode = request.headers.get('Sec-Fetch-Mode');
  if (mode) return mode === 'navigate';
  return (request.headers.get('Accept') ?? '').includes('text/html');
}

/** The status of an answer, whether a `Response` or React Router's `data()`. */
export function statusOf(answer: Response | { init: ResponseInit | null }): number {
  return answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
}

/**
 * `303 See Other` back to the page the form was sent from (its `Referer`, on this site; the home
 * page otherwise) with the outcome in the query and the form's place as the fragment, so the
 * shopper lands on the message, in the page's language.
 */
export function returnToPage<F extends ReturnedForm>(
  request: Request,
  form: F,
  outcome: FormOutcome<F>,
): Response {
  const target = new URL(refererPath(request) ?? '/', 'http://same-site.invalid');
  for (const name of Object.keys(RETURNED_FORMS)) target.searchParams.delete(name);
  target.searchParams.set(form, String(outcome));
  target.hash = RETURNED_FORM_ANCHORS[form];
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${target.pathname}${target.search}${target.hash}`,
      'Cache-Control': 'no-store',
    },
  });
}
