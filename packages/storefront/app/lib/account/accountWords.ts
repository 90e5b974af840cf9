import { DEFAULT_LOCALE, getLocaleFromParam, loadDictionary } from '../i18n';

/**
 * Every account page's client loader: its server data, fetched beside the account area's words,
 * which the browser's shop dictionary does not hold (issue 16). A page reached by a link thus never
 * renders before its words are there. A first visit loads them before hydrating (`entry.client`).
 */
export async function withAccountWords<Data>({
  params,
  serverLoader,
}: {
  params: { locale?: string };
  serverLoader: () => Promise<Data>;
}): Promise<Data> {
  const language = (getLocaleFromParam(params.locale) ?? DEFAULT_LOCALE).language;
  const words = loadDictionary(language, 'account');
  try {
    return await serverLoader();
  } finally {
    // Also when the loader throws or redirects: an error page in the account area has its words.
    await words;
  }
}
