// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../lib/i18n/locales';
import { LocaleSwitcher } from './LocaleSwitcher';

afterEach(cleanup);

interface Post {
  url: string;
  cartFormInput: unknown;
  redirectTo: FormDataEntryValue | null;
}

function renderSwitcher(locale: Locale, path: string) {
  const posts: Post[] = [];
  const cartAction = async ({ request }: { request: Request }) => {
    const form = await request.formData();
    posts.push({
      url: new URL(request.url).pathname + new URL(request.url).search,
      cartFormInput: JSON.parse(String(form.get('cartFormInput'))),
      redirectTo: form.get('redirectTo'),
    });
    return { ok: true, cart: null, userErrors: [], warnings: [] };
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale, cart: null }),
      Component: LocaleSwitcher,
      children: [
        { path: 'cart', action: cartAction },
        { path: 'en-fr/cart', action: cartAction },
        { path: '*', Component: () => null },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return posts;
}

const select = () => screen.findByRole('combobox', { name: /Pays et langue|Country and language/ });
const choose = async (label: string) => {
  const element = (await select()) as HTMLSelectElement;
  const option = [...element.options].find((o) => o.textContent === label)!;
  fireEvent.change(element, { target: { value: option.value } });
};

describe('the locale switcher (behaviour §4, §5, §7)', () => {
  it('lists the three locales with the current one selected', async () => {
    renderSwitcher(DEFAULT_LOCALE, '/products/comete');
    const element = (await select()) as HTMLSelectElement;
    expect([...element.options].map((o) => o.textContent).slice(1)).toEqual(
      LOCALES.map((l) => l.label),
    );
    expect(element.selectedOptions[0]?.textContent).toBe(DEFAULT_LOCALE.label);
  });

  it('posts BuyerIdentityUpdate to the cart index with the target prefix, the path without locale and the query', async () => {
    const posts = renderSwitcher(LOCALES[2]!, '/en-fr/products/comete?Couleur=Or');
    await choose('United States (USD $) · English');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/en-fr/cart?index',
      cartFormInput: {
        action: 'BuyerIdentityUpdate',
        inputs: { buyerIdentity: { countryCode: 'US' } },
      },
      redirectTo: '/en-us/products/comete?Couleur=Or',
    });
  });

  it('choosing the current locale does nothing', async () => {
    const posts = renderSwitcher(DEFAULT_LOCALE, '/');
    await choose(DEFAULT_LOCALE.label);
    // The next switch is the first and only post: the current locale sent nothing.
    await choose('France (EUR €) · English');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.redirectTo).toBe('/en-fr');
  });

  it('no locale fails with "newLocale is required"', async () => {
    const posts = renderSwitcher(DEFAULT_LOCALE, '/');
    const element = (await select()) as HTMLSelectElement;
    fireEvent.change(element, { target: { value: '' } });
    expect((await screen.findByRole('alert')).textContent).toBe('newLocale is required');
    expect(posts).toHaveLength(0);
  });

  it('without JavaScript, each option carries the whole payload with its redirectTo', async () => {
    renderSwitcher(DEFAULT_LOCALE, '/collections?page=2');
    const element = (await select()) as HTMLSelectElement;
    const us = [...element.options].find((o) => o.textContent === LOCALES[1]!.label)!;
    expect(JSON.parse(us.value)).toEqual({
      action: 'BuyerIdentityUpdate',
      inputs: { buyerIdentity: { countryCode: 'US' } },
      redirectTo: '/en-us/collections?page=2',
    });
    expect(element.closest('form')?.getAttribute('action')).toBe('/cart?index');
  });

  it('once hydrated hides its submit button (it switches on change) and keeps the select labelled', async () => {
    renderSwitcher(LOCALES[1]!, '/en-us');
    const element = await screen.findByRole('combobox', { name: 'Country and language' });
    const form = element.closest('form')!;
    await waitFor(() => expect(form.getAttribute('data-hydrated')).toBe('true'));
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.hidden).toBe(true);
    expect(button.textContent).toBe('Change');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeTruthy();
  });
});
