import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import type { EntryContext } from 'react-router';

/**
 * The shell's one stylesheet, as the first thing in `<body>` rather than in the head. It is the
 * root route's stylesheet: the global sheet (`styles/shell.css`: the brand fonts, the design
 * system, the app's own layout) and the frame's vanilla-extract styles, which the root route
 * imports, in one file. React Router's `<Links />` (`routeStylesheets`) renders it first, the
 * root being the first route of every page, then each route's own sheets.
 *
 * It still holds all of the page's content until it has loaded, so nothing shows unstyled, but the
 * document itself may start rendering meanwhile. Chromium under phone emulation (Lighthouse's
 * set-up) holds a page whose first frame is not ready within about 300 ms until the next whole
 * second: a stylesheet or a font preload in the head was enough to miss that, and Lighthouse then
 * counted every script and task run before the late paint against the first paint. The fonts are
 * not preloaded for the same reason; the stylesheet's `font-display: swap` faces fetch them as soon
 * as text needs them. React still hoists every other link `<Links />` renders (the icon) into the
 * head.
 *
 * The empty script after the sheets makes every browser's parser wait for them (an inline script
 * may read styles). Chromium waits by itself; Firefox might otherwise paint what follows.
 */
export function ShellStylesheet({
  nonce,
  routeStylesheets,
}: {
  nonce: string | undefined;
  routeStylesheets: ReactNode;
}) {
  return (
    <>
      {routeStylesheets}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ' ' }} />
    </>
  );
}

/**
 * The shell's stylesheet in a build: the root route's. React Router marks a sheet that a lazily
 * imported chunk also needs with a trailing `#`; the file is the same.
 */
export function shellStylesheetHref(manifest: EntryContext['manifest']): string | undefined {
  return manifest.routes['root']?.css?.[0]?.replace(/#$/, '');
}

/**
 * Server-side only, rendered before anything else: asks React to put a preload of the stylesheet
 * at the top of the head, so its request goes out ahead of the script preloads. The preload does
 * not hold the first frame; the `<link>` in the body applies the sheet. In development the sheet
 * is inlined by React Router and there is nothing to preload.
 */
export function ShellStylesheetPreload({ href }: { href: string | undefined }) {
  if (href) preload(href, { as: 'style' });
  return null;
}
