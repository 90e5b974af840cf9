// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toPrivacyChoice } from '@treize/machines';
import { DEFAULT_LOCALE, LOCALES } from './lib/i18n/locales';
import { ErrorBoundary, meta } from './root';
import type { LayoutContent } from './lib/content/types';

afterEach(cleanup);

// The error view and the frame's islands load on demand; on a saturated machine their first import
// can take longer than a query waits, so the file imports them once before any screen renders.
beforeAll(async () => {
  await Promise.all([import('./components/ErrorView'), import('./components/shell/frameIslands')]);
}, 120_000);

const layout = {
  seo: {
    separator: '—',
    title: 'Atelier Treize',
    description: 'Bijoux',
    image: { _type: 'image', asset: { _type: 'reference', _ref: 'x' } },
  },
  notFoundPage: {
    label: 'Erreur 404',
    title: 'Page introuvable',
    text: 'Cette page a filé comme une étoile.',
  },
} as unknown as LayoutContent;
const rootData = (locale = DEFAULT_LOCALE) => ({
  locale,
  layout,
  preview: false,
  imageConfig: { projectId: 'p', dataset: 'd', baseUrl: 'http://i' },
  origin: 'http://shop.test',
  year: 2026,
  // As the root loader reads them for a visitor without cookies.
  consent: { privacyChoice: toPrivacyChoice(null), popupAccepted: false },
});

function renderError(thrown: unknown, locale = DEFAULT_LOCALE) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData(locale),
      ErrorBoundary: ErrorBoundary as never,
      children: [
        {
          path: 'boom',
          loader: () => {
            throw thrown;
          },
          Component: () => null,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/boom']} />);
}

describe('error screens (behaviour §2, §8)', () => {
  it('a 404 shows the not-found label, title and text of the content layout', async () => {
    renderError(data('gone', { status: 404 }));
    const view = await screen.findByTestId('not-found');
    expect(view.textContent).toContain('Erreur 404');
    expect(view.textContent).toContain('Page introuvable');
    expect(view.textContent).toContain('Cette page a filé comme une étoile.');
  });

  it('another status shows the translated heading, the status and the data', async () => {
    renderError(data('The option "Couleur" has no value "Bleu".', { status: 400 }), LOCALES[1]);
    const view = await screen.findByTestId('error-view');
    expect(view.querySelector('h1')?.textContent).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(view.textContent).toContain('Error 400');
    expect(view.textContent).toContain('has no value "Bleu"');
  });

  it('a thrown error shows its message', async () => {
    renderError(new Error('The content service is down'));
    expect((await screen.findByTestId('error-view')).textContent).toContain(
      'The content service is down',
    );
  });
});

describe('root meta', () => {
  const args = (error: unknown) =>
    ({ loaderData: rootData(), error, matches: [], location: {}, params: {} }) as never;

  // The shape React Router gives a thrown `data(…, { status })` by the time meta runs.
  const response = (status: number) => ({ status, statusText: '', internal: false, data: null });

  const noindex = { name: 'robots', content: 'noindex' };

  it('titles a 404 "not-found title, separator, site title" and keeps it out of the index', () => {
    expect(meta(args(response(404)))).toEqual([
      { title: 'Page introuvable — Atelier Treize' },
      noindex,
    ]);
  });

  it('titles any other error "Erreur" and keeps it out of the index', () => {
    expect(meta(args(new Error('x')))).toEqual([{ title: 'Erreur' }, noindex]);
    expect(meta(args(response(500)))).toEqual([{ title: 'Erreur' }, noindex]);
  });
});
