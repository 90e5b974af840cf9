import { DEFAULT_LOCALE, getLocaleFromParam } from '../i18n/locales';
import { dictionaryPartsFor, loadDictionary } from '../i18n/translate';

/**
 * Every account page's client loader: its server data, fetched beside the words the page needs
 * and the browser's shop dictionary does not hold: the account forms' words, and on a
 * signed-in page that page's own. A page reached by a link thus never renders before its words are
 * there. A first visit loads them before hydrating (`entry.client`).
 */
export async function withAccountWords<Data>({
  params,
  request,
  serverLoader,
}: {
  params: { locale?: string };
  request: Request;
  serverLoader: () => Promise<Data>;
}): Promise<Data> {
  const language = (getLocaleFromParam(params.locale) ?? DEFAULT_LOCALE).language;
  // The forms' words on every account page, even under an address the shop would not serve.
  const signedIn = dictionaryPartsFor(new URL(request.url).pathname).includes('accountArea');
  const words = Promise.all([
    loadDictionary(language, 'account'),
    signedIn ? loadDictionary(language, 'accountArea') : undefined,
  ]);
  try {
    return await serverLoader();
  } finally {
    // Also when the loader throws or redirects: an error page in the account area has its words.
    await words;
  }
}
