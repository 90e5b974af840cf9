// @vitest-environment jsdom
import type { LinkNavigationGroup } from '../../lib/content/types';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';
import { WithEffectsProbe, pageEffectsRan } from '../../test/pageEffects';
import { DesktopNavigationGroup } from './DesktopNavigationGroup';

// jsdom has no PointerEvent: without one, fireEvent drops the pointer type the hover needs.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventWithType extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  window.PointerEvent = PointerEventWithType as unknown as typeof PointerEvent;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const jewellery: LinkNavigationGroup = {
  _type: 'linkNavigationGroup',
  _key: 'bijoux',
  title: 'Bijoux',
  groups: [
    {
      _type: 'navigationGroupItem',
      _key: 'earrings',
      link: {
        _type: 'linkInternal',
        _key: 'e',
        label: "Boucles d'oreilles",
        slug: '/collections/boucles-d-oreilles',
      },
      secondaryLinks: [
        { _type: 'linkInternal', _key: 'h', label: 'Créoles', slug: '/products/comete' },
      ],
    },
    {
      _type: 'navigationGroupItem',
      _key: 'rings',
      link: { _type: 'linkInternal', label: 'Bagues', slug: '/collections/bagues' },
    },
  ],
} as LinkNavigationGroup;

/** Renders the group once its root data has loaded and its effects (outside-click listener) ran. */
async function renderGroup() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: DEFAULT_LOCALE }),
      Component: () => (
        <WithEffectsProbe>
          <DesktopNavigationGroup group={jewellery} />
          <button type="button">elsewhere</button>
        </WithEffectsProbe>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  await screen.findByRole('button', { name: 'Bijoux' });
  await pageEffectsRan();
}

const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('the desktop navigation group (behaviour §2 navigation group)', () => {
  it('is a button that opens and closes its panel on click, with aria-expanded', async () => {
    await renderGroup();
    const button = await screen.findByRole('button', { name: 'Bijoux' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = panelOf(button);
    expect(panel).not.toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.closest('[data-open]')).not.toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('holds the same links as the mobile menu, secondary links included, locale-prefixed', async () => {
    await renderGroup();
    const panel = panelOf(await screen.findByRole('button', { name: 'Bijoux' }));
    const hrefs = within(panel)
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ["Boucles d'oreilles", '/collections/boucles-d-oreilles'],
      ['Créoles', '/products/comete'],
      ['Bagues', '/collections/bagues'],
    ]);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    await renderGroup();
    const button = await screen.findByRole('button', { name: 'Bijoux' });
    fireEvent.click(button);
    const link = within(panelOf(button)).getByRole('link', { name: 'Bagues' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens on mouse hover and closes shortly after the mouse leaves', async () => {
    await renderGroup();
    const button = await screen.findByRole('button', { name: 'Bijoux' });
    vi.useFakeTimers();
    const root = button.closest('[data-slot="navigation-group"]') as HTMLElement;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(150));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open when the click that follows the opening hover arrives', async () => {
    await renderGroup();
    const button = await screen.findByRole('button', { name: 'Bijoux' });
    fireEvent.pointerEnter(button.closest('[data-slot="navigation-group"]') as HTMLElement, {
      pointerType: 'mouse',
    });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus or a click goes elsewhere', async () => {
    await renderGroup();
    const button = await screen.findByRole('button', { name: 'Bijoux' });
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: elsewhere });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.pointerDown(elsewhere);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
