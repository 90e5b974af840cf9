import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent, lazyComponentsReady } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

describe('lazyComponent on the server', () => {
  it('renders the content in place once the server loads are done, never the empty fallback', async () => {
    let loads = 0;
    const LazyGreeting = lazyComponent(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await lazyComponentsReady();
    const html = renderToString(<LazyGreeting name="Camille" />);
    expect(html).toContain('Bonjour <!-- -->Camille');
    expect(html).not.toContain('<!--$?-->');
    expect(loads).toBe(1);
  });

  it('also waits for a lazy component that a lazily loaded module declares (a content module inside the body)', async () => {
    let Inner: ReturnType<typeof lazyComponent<{ name: string }>> | undefined;
    const Outer = lazyComponent<{ name: string }>(async () => {
      // The outer module's code evaluates, declaring its own lazy part, before its load resolves.
      await new Promise((resolve) => setTimeout(resolve, 5));
      Inner = lazyComponent(
        () => new Promise<typeof Greeting>((resolve) => setTimeout(() => resolve(Greeting), 20)),
      );
      const Declared = Inner;
      return function Body({ name }: { name: string }) {
        return <Declared name={name} />;
      };
    });
    await lazyComponentsReady();
    const html = renderToString(<Outer name="Inès" />);
    expect(html).toContain('Bonjour <!-- -->Inès');
    expect(html).not.toContain('<!--$?-->');
  });
});
