// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useMarkHydrated } from '../hooks/useMarkHydrated';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

describe('lazyComponent in the browser', () => {
  it('keeps the mounted content when its parent renders again after the code arrived', async () => {
    let deliver: (component: typeof Greeting) => void = () => undefined;
    const LazyGreeting = lazyComponent(
      () => new Promise<typeof Greeting>((resolve) => (deliver = resolve)),
    );
    const { rerender } = render(<LazyGreeting name="Camille" />);
    await act(async () => deliver(Greeting));
    const first = await screen.findByText('Bonjour Camille');
    // A root revalidation, a cart action: any render of the parent after the code is in.
    rerender(<LazyGreeting name="Camille" />);
    expect(screen.getByText('Bonjour Camille')).toBe(first);
  });
});

describe('an island and the hydration mark', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  it('keeps the server HTML while its code loads, and marks the page hydrated only after it', async () => {
    function Menu() {
      const [open, setOpen] = useState(false);
      return (
        <button type="button" onClick={() => setOpen(true)}>
          {open ? 'Fermer le menu' : 'Ouvrir le menu'}
        </button>
      );
    }
    function Page({ children }: { children: ReactNode }) {
      useMarkHydrated();
      return <div>{children}</div>;
    }
    // The server renders the island with its code loaded, as entry.server does.
    const ServerMenu = lazyComponent(() => Promise.resolve(Menu));
    await ServerMenu.preload();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <Page>
        <ServerMenu />
      </Page>,
    );
    const serverButton = container.querySelector('button');
    let deliver: (component: typeof Menu) => void = () => undefined;
    const LazyMenu = lazyComponent(
      () => new Promise<typeof Menu>((resolve) => (deliver = resolve)),
    );
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Page>
          <LazyMenu />
        </Page>,
      );
    });
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBe(serverButton);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await act(async () => deliver(Menu));
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(button).toBe(serverButton);
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toBeTruthy();
    act(() => root?.unmount());
    container.remove();
  });
});

describe('an island whose parent renders again before its code arrives', () => {
  it('keeps showing the server HTML instead of an empty space', async () => {
    function Banner({ text }: { text: string }) {
      return <p>{text}</p>;
    }
    const ServerBanner = lazyComponent(() => Promise.resolve(Banner));
    await ServerBanner.preload();
    let rerenderParent: () => void = () => undefined;
    function Parent({ island: Island }: { island: typeof ServerBanner }) {
      const [, setCount] = useState(0);
      rerenderParent = () => setCount((count) => count + 1);
      return <Island text="Livraison offerte dès 80 €" />;
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Parent island={ServerBanner} />);
    const LazyBanner = lazyComponent(() => new Promise<typeof Banner>(() => undefined));
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Parent island={LazyBanner} />);
    });
    await act(async () => rerenderParent());
    expect(screen.getByText('Livraison offerte dès 80 €')).toBeTruthy();
    act(() => root?.unmount());
    container.remove();
  });
});
