import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupElement } from './empty-app/app/markupElement';
import { markupTreeOf } from './markupTree.mjs';

/** Markup shaped like the shop's: classes, labels, an inline SVG, a style, a muted video, words. */
const page = (
  <>
    <a className="skip-link" href="#main">
      Aller au contenu
    </a>
    <form method="post" noValidate>
      <label htmlFor="email">E-mail &amp; «&nbsp;nouvelles&nbsp;»</label>
      <input id="email" type="email" autoComplete="email" required maxLength={120} />
    </form>
    <svg viewBox="0 0 24 24" width="24" aria-hidden="true">
      <path d="M4 7h16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
    <div style={{ aspectRatio: '4 / 5', backgroundColor: '#f3e3c3' }} data-slot="frame">
      <video muted loop playsInline preload="none" poster="/p.jpg" />
      <img src="/a.jpg" srcSet="/a.jpg 400w" alt="L’anneau <or>" loading="lazy" />
    </div>
  </>
);

describe("the bench's product markup without the shop", () => {
  it('renders back, through React, to the markup it was read from', () => {
    const markup = renderToStaticMarkup(page);
    const html = `<!DOCTYPE html><html><head><title>t</title></head><body>${markup}<script>window.x = "<p>"</script><!-- a marker --></body></html>`;
    const tree = markupTreeOf(html);
    expect(renderToStaticMarkup(<>{tree.map(markupElement)}</>)).toBe(markup);
  });

  it('leaves out scripts and comments, which are the framework’s, not the page’s', () => {
    const tree = markupTreeOf(
      '<html><body><p>Un</p><script>1</script><!--$--><p>Deux</p></body></html>',
    );
    expect(tree).toEqual([
      ['p', {}, ['Un']],
      ['p', {}, ['Deux']],
    ]);
  });

  it('reads a fragment as a body, as a browser would', () => {
    expect(markupTreeOf('<p>x</p>')).toEqual([['p', {}, ['x']]]);
    expect(markupTreeOf('')).toEqual([]);
  });
});
