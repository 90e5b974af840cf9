import { LANGUAGES, type Language } from '@treize/content-model';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

const LANGUAGE_TITLES: Record<Language, string> = { fr: 'Français', en: 'English' };

/** An item whose list holds one entry per language, each opened with `child`. */
function languageItem(
  S: StructureBuilder,
  type: string,
  title: string,
  entry: (language: Language) => {
    title: string;
    child:
      ReturnType<StructureBuilder['document']> | ReturnType<StructureBuilder['documentTypeList']>;
  },
) {
  return S.listItem()
    .id(type)
    .title(title)
    .child(
      S.list()
        .id(`${type}-languages`)
        .title(title)
        .items(
          LANGUAGES.map((language) => {
            const { title: entryTitle, child } = entry(language);
            return S.listItem().id(`${type}-${language}`).title(entryTitle).child(child);
          }),
        ),
    );
}

/** A document kept once per language (layout, home): one fixed item per language, opened directly. */
function perLanguage(S: StructureBuilder, type: string, title: string) {
  return languageItem(S, type, title, (language) => ({
    title: `${title} — ${LANGUAGE_TITLES[language]}`,
    child: S.document().schemaType(type).documentId(`${type}-${language}`),
  }));
}

/** A list of one type, split by language so an editor works on one language at a time. */
function byLanguage(S: StructureBuilder, type: string, title: string) {
  return languageItem(S, type, title, (language) => ({
    title: LANGUAGE_TITLES[language],
    child: S.documentTypeList(type)
      .id(`${type}-${language}-list`)
      .title(`${title} — ${LANGUAGE_TITLES[language]}`)
      .filter('_type == $type && language == $language')
      .params({ type, language }),
  }));
}

/**
 * The desk: the shell (layout, with its labels) and the home page once per language, pages and
 * product stories per language, and contact requests, which shoppers write and editors only read.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Atelier Treize')
    .items([
      perLanguage(S, 'layout', 'Layout and labels'),
      perLanguage(S, 'home', 'Home page'),
      S.divider(),
      byLanguage(S, 'page', 'Pages'),
      byLanguage(S, 'productEditorial', 'Product stories'),
      S.divider(),
      S.documentTypeListItem('contactRequest').title('Contact requests'),
    ]);
