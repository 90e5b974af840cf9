// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUnderRoot } from '../../test/renderUnderRoot';
import { pageEffectsRan } from '../../test/pageEffects';
import { settle } from '../../test/settle';
import { CartNote } from './CartNote';
import { cartCopy } from './cartCopy';

// Behaviour §4 and §9: the cart note submits itself 1000 ms after the last change, as the shopper sees
// it in the drawer (nothing is sent while typing goes on; the status says when it is saved).

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = () => screen.getByRole('textbox', { name: 'Note pour l’atelier' });
const status = () => document.querySelector('[data-slot="cart-note-status"]')!.textContent;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

describe('the cart note (behaviour §4, §9: saved 1000 ms after the last change)', () => {
  it('sends nothing at 999 ms, restarts the wait on each change, and saves at 1000 ms', async () => {
    const saved: string[] = [];
    renderUnderRoot(() => <CartNote note="" copy={cartCopy('FR')} />, {
      rootData: { cart: { id: 'gid://shopify/Cart/1', lines: { nodes: [] } } },
      children: [
        {
          path: 'cart',
          action: async ({ request }) => {
            const form = await request.formData();
            saved.push(String(form.get('cartFormInput')));
            return { ok: true };
          },
        },
      ],
    });
    await screen.findByRole('textbox', { name: 'Note pour l’atelier' });
    await pageEffectsRan();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(field(), { target: { value: 'Paquet cadeau' } });
    await advance(999);
    expect(saved).toEqual([]);
    fireEvent.change(field(), { target: { value: 'Paquet cadeau, merci' } });
    await advance(999);
    expect(saved).toEqual([]);
    await advance(1);
    await settle(() => saved.length > 0 && status() === 'Note enregistrée');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toContain('Paquet cadeau, merci');
    expect(status()).toBe('Note enregistrée');
  });
});
