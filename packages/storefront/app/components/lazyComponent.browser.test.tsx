// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
