// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { mobileMenuModel, uiModelPaths, walkPath } from '@treize/machines/testing';
import { renderUnderRoot } from '../../test/renderUnderRoot';
import { pageEffectsRan } from '../../test/pageEffects';
import { settle } from '../../test/settle';
import { WishlistProvider } from '../wishlist/WishlistProvider';
import { Header } from './Header';
// Imported here so the header's lazy menu resolves from the module cache, not a first transform.
import './MobileMenu';

// Model-based test: the mobileMenu machine generates the paths, the real header is tested against
// behaviour §4 and §9 (the toggle is disabled for 500 ms after each change), numbers written as literals.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const toggle = () => document.querySelector<HTMLButtonElement>('button[data-slot="menu-toggle"]')!;

const menuDialogShown = () => screen.queryByRole('dialog', { name: 'Menu' }) !== null;

async function expectState(state: AnyMachineSnapshot) {
  const open = state.matches('open');
  await settle(() => menuDialogShown() === open);
  expect(toggle().getAttribute('aria-expanded')).toBe(String(open));
  expect(toggle().textContent).toBe(open ? 'Fermer le menu' : 'Ouvrir le menu');
  expect(menuDialogShown()).toBe(open);
  // Behaviour §4: the toggle is disabled for 500 ms after each change.
  const locked = state.matches({ open: 'locked' }) || state.matches({ closed: 'locked' });
  expect(toggle().getAttribute('aria-disabled')).toBe(String(locked));
}

async function perform(event: AnyEventObject, from: AnyMachineSnapshot) {
  if (event.type === 'TOGGLE') fireEvent.click(toggle());
  else if (event.type === 'CLOSE') {
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Menu' }), { key: 'Escape' });
  } else if (event.type.startsWith('xstate.after.')) {
    act(() => vi.advanceTimersByTime(499));
    await expectState(from);
    act(() => vi.advanceTimersByTime(1));
  } else throw new Error(`no user action for ${event.type}`);
}

const paths = uiModelPaths(mobileMenuModel);

describe('the mobile menu, model-based (paths from the mobileMenu machine)', () => {
  it('walks enough paths to take every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(3);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    renderUnderRoot(() => (
      <WishlistProvider>
        <Header layout={undefined} />
      </WishlistProvider>
    ));
    await screen.findByRole('button', { name: 'Ouvrir le menu' });
    await pageEffectsRan();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await walkPath(mobileMenuModel, path, { perform, expectState });
  });
});
