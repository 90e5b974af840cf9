import { useContext, useMemo, type ReactNode } from 'react';
import { preload } from 'react-dom';
import {
  Links,
  UNSAFE_FrameworkContext as FrameworkContext,
  type UNSAFE_AssetsManifest as AssetsManifest,
} from 'react-router';

/**
 * The shell's one stylesheet is the root route's own: `root.tsx` imports the global sheet and the
 * frame's vanilla-extract files, and the browser build writes them, with every style of the code
 * every page runs, into the shell chunk's one CSS file.
 *
 * React Router marks a route's sheet that a lazy chunk also imports with a trailing `#`, so that
 * the one it links and the one Vite's `import()` helper adds stay two elements. The root's sheet
 * never leaves the page, so the shell links it by its plain address: the helper then finds it and
 * adds no second copy to the head when the frame's islands load.
 */
export function shellStylesheetHrefs(manifest: AssetsManifest | undefined): string[] {
  return (manifest?.routes.root?.css ?? []).map((href) => href.replace(/#$/, ''));
}

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
 * `routeStylesheets` (a route's own sheet, the journal's, the account's) come right after it, for
 * the same reason: they would otherwise sit in the head. React still hoists every other link there
 * renders (preloads, the icon) into the head.
 *
 * The empty script after the sheets makes every browser's parser wait for them (an inline script
 * may read styles). Chromium waits by itself; Firefox might otherwise paint what follows.
 */
export function ShellStylesheet({
  nonce,
  hrefs,
  routeStylesheets,
}: {
  nonce: string | undefined;
  hrefs: readonly string[];
  routeStylesheets?: ReactNode;
}) {
  return (
    <>
      {/* No `precedence`: with one, React would move the link into the head. */}
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {routeStylesheets}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ' ' }} />
    </>
  );
}

/** The shell's sheet addresses, from the manifest the server and the browser share. */
export function useShellStylesheetHrefs(): string[] {
  const framework = useContext(FrameworkContext);
  return useMemo(() => shellStylesheetHrefs(framework?.manifest), [framework?.manifest]);
}

/**
 * React Router's `<Links />` without the shell's sheet, which {@link ShellStylesheet} links already
 * (every route whose code imports the shell's lists it too): the routes' own sheets, their `links`
 * and, in development, the critical styles.
 */
export function RouteStylesheets() {
  const framework = useContext(FrameworkContext);
  const withoutShell = useMemo(() => {
    if (!framework) return framework;
    const { manifest } = framework;
    const shell = new Set(manifest.routes.root?.css ?? []);
    const routes = Object.fromEntries(
      Object.entries(manifest.routes).map(([id, route]) => [
        id,
        route && { ...route, css: route.css?.filter((href) => !shell.has(href)) },
      ]),
    );
    return { ...framework, manifest: { ...manifest, routes } };
  }, [framework]);
  return (
    <FrameworkContext.Provider value={withoutShell}>
      <Links />
    </FrameworkContext.Provider>
  );
}

/**
 * Server-side only, rendered before anything else: asks React to put a preload of the stylesheet
 * at the top of the head, so its request goes out ahead of the script preloads. The preload does
 * not hold the first frame; the `<link>` in the body applies the sheet.
 */
export function ShellStylesheetPreload({ hrefs }: { hrefs: readonly string[] }) {
  for (const href of hrefs) preload(href, { as: 'style' });
  return null;
}
