import { DEFERRED_STYLESHEET_REL } from '../lib/http/scriptsAfterFirstPaint';

/**
 * The brand fonts' faces (`styles/fonts.css`, a stylesheet of its own), applied by the page's
 * starter once the page has painted ({@link DEFERRED_STYLESHEET_REL}); without JavaScript, the
 * `<noscript>` copy applies them as the page loads.
 */
export function FontFaces({ href }: { href: string }) {
  return (
    <>
      <link rel={DEFERRED_STYLESHEET_REL} href={href} />
      <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${href}">` }} />
    </>
  );
}
