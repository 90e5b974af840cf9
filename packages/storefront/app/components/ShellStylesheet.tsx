import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import shellStylesHref from '../styles/shell.css?url';

/**
 * The shell's one stylesheet, as the first thing in `<body>` rather than in the head.
 * It still holds all of the page's content until it has loaded, so nothing shows unstyled, but the
 * document itself may start rendering meanwhile. Chromium under phone emulation (Lighthouse's
 * set-up) holds a page whose first frame is not ready within about 300 ms until the next whole
 * second: a stylesheet or a font preload in the head was enough to miss that, and Lighthouse then
 * counted every script and task run before the late paint against the first paint. The fonts are
 * not preloaded for the same reason; the stylesheet's `font-display: swap` faces fetch them as soon
 * as text needs them.
 *
 * `routeStylesheets` (React Router's `<Links />`) come right after it, for the same reason: a
 * route's own sheet (the journal's, the account's) would otherwise sit in the head. React still
 * hoists every other link there renders (preloads, the icon) into the head.
 *
 * The empty script after the sheets makes every browser's parser wait for them (an inline script
 * may read styles). Chromium waits by itself; Firefox might otherwise paint what follows.
 */
export function ShellStylesheet({
  nonce,
  routeStylesheets,
}: {
  nonce: string | undefined;
  routeStylesheets?: ReactNode;
}) {
  return (
    <>
      {/* No `precedence`: with one, React would move the link into the head. */}
      <link rel="stylesheet" href={shellStylesHref} />
      {routeStylesheets}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ' ' }} />
    </>
  );
}

/**
 * Server-side only, rendered before anything else: asks React to put a preload of the stylesheet
 * at the top of the head, so its request goes out ahead of the script preloads. The preload does
 * not hold the first frame; the `<link>` in the body applies the sheet.
 */
export function ShellStylesheetPreload() {
  preload(shellStylesHref, { as: 'style' });
  return null;
}
