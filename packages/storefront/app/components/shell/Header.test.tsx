// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../lib/i18n';
import { Header } from './Header';

afterEach(cleanup);

function renderHeader() {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', loader: () => ({ locale: DEFAULT_LOCALE, cart: null }), Component: () => <Header layout={undefined} /> },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('the mobile menu toggle (spec §2, §4)', () => {
  it('draws a menu icon as inline SVG and a close icon while open, keeping its name and aria-expanded', async () => {
    renderHeader();
    const toggle = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon')).toBe('menu');
    fireEvent.click(toggle);
    const opened = await screen.findByRole('button', { name: 'Fermer le menu', expanded: true });
    expect(opened).toBe(toggle);
    expect(toggle.querySelector('svg')?.getAttribute('data-icon')).toBe('close');
    // The 500 ms lock of the mobileMenu machine still disables the toggle right after a change.
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
  });

  it('no longer draws the icon with CSS bars', () => {
    const css = readFileSync(join(process.cwd(), 'app/styles/app.css'), 'utf8');
    expect(css).not.toMatch(/\.menu-toggle(\[[^\]]*\])?::(before|after)/);
  });
});
