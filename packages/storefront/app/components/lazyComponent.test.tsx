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
});
