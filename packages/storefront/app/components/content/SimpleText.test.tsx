// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { TextBlock } from '../../lib/content/types';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';
import { outlineHeadings, SimpleText } from './SimpleText';

afterEach(cleanup);

function block(
  text: string,
  markDefs: NonNullable<TextBlock['markDefs']>,
  style: TextBlock['style'] = 'normal',
): TextBlock {
  return {
    _type: 'block',
    _key: text,
    style,
    markDefs,
    children: [
      { _type: 'span', _key: `${text}-span`, text, marks: markDefs.map((mark) => mark._key) },
    ],
  };
}

function renderText(value: TextBlock[]) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/en-us',
      loader: () => ({ locale: LOCALES[1] }),
      Component: () => <SimpleText value={value} />,
    },
  ]);
  render(<Stub initialEntries={['/en-us']} />);
}

describe('editorial rich text (behaviour §2)', () => {
  it('renders the text styles', async () => {
    renderText([block('Heading', [], 'h2'), block('Quoted', [], 'blockquote')]);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Heading');
    expect(screen.getByText('Quoted').closest('blockquote')).not.toBeNull();
  });

  it('prefixes internal links with the locale and opens external ones in a new window when asked', async () => {
    renderText([
      block('Our workshop', [{ _type: 'internalLink', _key: 'i', slug: 'notre-atelier' }]),
      block('Instagram', [
        { _type: 'externalLink', _key: 'e', url: 'https://instagram.com/treize', newWindow: true },
      ]),
      block('Write', [{ _type: 'emailLink', _key: 'm', email: 'bonjour@treize.fr' }]),
    ]);
    expect((await screen.findByRole('link', { name: 'Our workshop' })).getAttribute('href')).toBe(
      '/en-us/pages/notre-atelier',
    );
    const external = screen.getByRole('link', { name: 'Instagram' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Write' }).getAttribute('href')).toBe(
      'mailto:bonjour@treize.fr',
    );
  });

  it('never renders an unsafe URL as a link', async () => {
    renderText([
      block('Click me', [{ _type: 'externalLink', _key: 'x', url: 'javascript:alert(1)' }]),
      block('Mail me', [{ _type: 'emailLink', _key: 'y', email: 'javascript:alert(1)' }]),
    ]);
    await screen.findByText('Click me');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('draws stars 1 to 13 and ignores other numbers', async () => {
    renderText([
      block('Thirteen', [{ _type: 'star', _key: 's', number: 13 }]),
      block('Fourteen', [{ _type: 'star', _key: 't', number: 14 }]),
    ]);
    await screen.findByText('Thirteen');
    const stars = document.querySelectorAll('[data-slot="star"]');
    expect(stars).toHaveLength(1);
    expect(stars[0]?.getAttribute('data-star')).toBe('13');
  });
});

describe('outlineHeadings (axe heading-order)', () => {
  it('moves a heading that skips a level up to the next level and keeps its look', () => {
    const blocks = outlineHeadings([
      block('Treize étapes', [], 'h2'),
      block('Texte', []),
      block('Les métaux', [], 'h4'),
      block('Les pierres', [], 'h3'),
    ]);
    expect(blocks.map((b) => b.style)).toEqual(['h2', 'normal', 'h3', 'h3']);
    expect((blocks[2] as { look?: string }).look).toBe('h4');
    expect((blocks[3] as { look?: string }).look).toBeUndefined();
  });

  it('starts the outline at h2 under the page title', () => {
    expect(outlineHeadings([block('Seul', [], 'h4')]).map((b) => b.style)).toEqual(['h2']);
  });
});
