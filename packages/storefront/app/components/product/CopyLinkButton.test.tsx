// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUnderRoot } from '../../test/renderUnderRoot';
import { pageEffectsRan } from '../../test/pageEffects';
import { settle } from '../../test/settle';
import { CopyLinkButton } from './CopyLinkButton';

// Behaviour §4 and §9: the clipboard flag is up once the copy succeeds and resets after 2000 ms;
// copying again restarts the wait. Checked on what the shopper reads beside the button.

const written: string[] = [];

beforeEach(() => {
  written.length = 0;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void written.push(text) },
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

const button = () => screen.getByRole('button', { name: 'Copier le lien de cette pièce' });
const status = () => screen.getByRole('status').textContent;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function renderButton() {
  renderUnderRoot(CopyLinkButton);
  await screen.findByRole('button', { name: 'Copier le lien de cette pièce' });
  // The clipboard machine starts in an effect, a task after the button reaches the screen.
  await pageEffectsRan();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

describe('copy the link to this piece (behaviour §4, §9: the copied flag resets after 2000 ms)', () => {
  it('copies the address the shopper sees and says so until 2000 ms have passed', async () => {
    await renderButton();
    expect(status()).toBe('');
    fireEvent.click(button());
    await settle(() => status() === 'Lien copié');
    expect(written).toEqual([window.location.href]);
    expect(status()).toBe('Lien copié');
    await advance(1999);
    expect(status()).toBe('Lien copié');
    await advance(1);
    expect(status()).toBe('');
  });

  it('restarts the 2000 ms when the shopper copies again', async () => {
    await renderButton();
    fireEvent.click(button());
    await settle(() => status() === 'Lien copié');
    await advance(1500);
    fireEvent.click(button());
    await settle(() => written.length === 2);
    await advance(1999);
    expect(status()).toBe('Lien copié');
    await advance(1);
    expect(status()).toBe('');
  });

  it('shows nothing when the browser refuses the clipboard, and copies on the next try', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async () => {
          throw new Error('denied');
        },
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderButton();
    fireEvent.click(button());
    await settle(() => logged.mock.calls.length > 0);
    expect(status()).toBe('');
    logged.mockRestore();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    fireEvent.click(button());
    await settle(() => status() === 'Lien copié');
    expect(written).toEqual([window.location.href]);
  });
});
