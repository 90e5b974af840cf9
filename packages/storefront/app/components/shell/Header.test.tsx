// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';
import { WithEffectsProbe, pageEffectsRan } from '../../test/pageEffects';
import { settle } from '../../test/settle';
import { WishlistProvider } from '../wishlist/WishlistProvider';
import { Header } from './Header';

afterEach(cleanup);

/**
 * Renders the header once its root data has loaded and its effects have run. The toggle's machine
 * starts and the scroll listener attaches in effects, which React runs a task after the commit
 * that puts the button on screen: on a busy machine a test could click before them and see nothing.
 */
async function renderHeader(cart: { totalQuantity: number } | null = null) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: DEFAULT_LOCALE, cart }),
      Component: () => (
        <WithEffectsProbe>
          <WishlistProvider>
            <Header layout={undefined} />
          </WishlistProvider>
        </WithEffectsProbe>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  await screen.findByRole('link', { name: 'Atelier Treize, accueil' });
  await pageEffectsRan();
}

describe('the mobile menu toggle (behaviour §2, §4)', () => {
  it('draws a menu icon as inline SVG and a close icon while open, keeping its name and aria-expanded', async () => {
    await renderHeader();
    const toggle = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon')).toBe('menu');
    fireEvent.click(toggle);
    const opened = await screen.findByRole('button', { name: 'Fermer le menu', expanded: true });
    expect(opened).toBe(toggle);
    expect(toggle.querySelector('svg')?.getAttribute('data-icon')).toBe('close');
    // The 500 ms lock of the mobileMenu machine marks the toggle disabled right after a change.
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
  });

  it('leaves the icon to its SVG, with no bars drawn in CSS', () => {
    const css = readFileSync(join(process.cwd(), 'app/components/shell/Header.css.ts'), 'utf8');
    expect(css).not.toMatch(/::?(before|after)/);
  });
});

describe('the header on phones (behaviour §2: tools on large screens, the cart everywhere)', () => {
  it('keeps the cart button with its quantity outside the large-screen tools', async () => {
    await renderHeader({ totalQuantity: 3 });
    const cart = await screen.findByRole('link', { name: /Panier/ });
    expect(cart.closest('[data-slot="header-tools"]')).toBeNull();
    expect(cart.closest('[data-slot="header-end"]')).not.toBeNull();
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(within(cart).getByText('3')).toBeTruthy();
    expect(cart.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('puts the account link, wishlist and locale switcher in the mobile menu', async () => {
    await renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Compte' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(within(menu).getByRole('button', { name: 'Liste d’envies' })).toBeTruthy();
    expect(await within(menu).findByRole('combobox')).toBeTruthy();
  });
});

describe('the monogram logo past 150 px of scroll (behaviour §9)', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('keeps the wordmark at 150 px and shows the monogram from 151 px, then back at 150', async () => {
    await renderHeader();
    await screen.findByRole('link', { name: 'Atelier Treize, accueil' });
    const variant = () =>
      document.querySelector('[data-slot="header-logo"]')?.getAttribute('data-logo');
    expect(variant()).toBe('wordmark');
    scrollTo(150);
    expect(variant()).toBe('wordmark');
    scrollTo(151);
    expect(variant()).toBe('monogram');
    scrollTo(150);
    expect(variant()).toBe('wordmark');
  });
});

describe('the mobile menu toggle lock of 500 ms (behaviour §4, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is disabled for 499 ms after opening and after closing, and enabled at 500 ms', async () => {
    await renderHeader();
    const toggle = (await screen.findByRole('button', {
      name: 'Ouvrir le menu',
    })) as HTMLButtonElement;
    // Only the clock: the menu's machine still loads at the first tap.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(toggle.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(toggle);
    await settle(() => toggle.getAttribute('aria-expanded') === 'true');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(499));
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    // A click on the locked toggle changes nothing.
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(toggle.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(499));
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(toggle.getAttribute('aria-disabled')).toBe('false');
  });
});
