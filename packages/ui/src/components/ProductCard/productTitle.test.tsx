import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSubtitle, splitProductTitle } from './productTitle.js';

describe('splitProductTitle', () => {
  it('splits on the first " - " only', () => {
    expect(splitProductTitle('Bague Étoile - Or jaune - 18 carats')).toEqual({
      title: 'Bague Étoile',
      subtitle: 'Or jaune - 18 carats',
    });
  });

  it('keeps a title without subtitle whole, including hyphens without spaces', () => {
    expect(splitProductTitle('Boucle Demi-lune')).toEqual({
      title: 'Boucle Demi-lune',
      subtitle: null,
    });
  });
});

describe('renderSubtitle', () => {
  it('puts the parenthesised part in <em>', () => {
    const { container } = render(<p>{renderSubtitle('Or jaune (pièce unique) poli')}</p>);
    expect(container.querySelector('em')).toHaveTextContent('(pièce unique)');
    expect(container).toHaveTextContent('Or jaune (pièce unique) poli');
  });

  it('leaves a subtitle without parentheses as text', () => {
    const { container } = render(<p>{renderSubtitle('Argent')}</p>);
    expect(container.querySelector('em')).toBeNull();
  });
});
