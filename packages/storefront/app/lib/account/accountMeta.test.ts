import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { accountHeaders, accountMeta } from './accountMeta';

const english = LOCALES.find((locale) => locale.pathPrefix === '/en-us')!;

/** A meta function's matches: the root route's data, then the account page's own match. */
function matchesWith(root: unknown) {
  return [{ id: 'root', loaderData: root }, { id: 'routes/($locale).account.login' }, undefined];
}

describe('account page meta', () => {
  it('titles the page in the page’s language with the layout’s separator and site name', () => {
    const root = { locale: english, layout: { seo: { title: 'Maison Treize', separator: '—' } } };
    expect(accountMeta(matchesWith(root), 'account.login.title')).toEqual([
      { title: 'Sign in — Maison Treize' },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('falls back to French, "|" and "Atelier Treize" when the root has no locale or layout', () => {
    expect(accountMeta(matchesWith({}), 'account.edit.title')).toEqual([
      { title: 'Modifier mon profil | Atelier Treize' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(accountMeta(matchesWith({ layout: null }), 'account.login.title')[0]).toEqual({
      title: 'Connexion | Atelier Treize',
    });
    expect(accountMeta(matchesWith(undefined), 'account.login.title')[0]).toEqual({
      title: 'Connexion | Atelier Treize',
    });
  });

  it('keeps the site name when the layout has a separator but no title', () => {
    const root = { layout: { seo: { separator: '·' } } };
    expect(accountMeta(matchesWith(root), 'account.login.title')[0]).toEqual({
      title: 'Connexion · Atelier Treize',
    });
  });

  it('never lets a shared cache keep an account page', () => {
    expect(accountHeaders()).toEqual({ 'Cache-Control': 'private, no-store' });
  });
});
