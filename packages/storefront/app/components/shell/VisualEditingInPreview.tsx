import { Suspense, lazy, useEffect, useState } from 'react';

/**
 * Sanity's visual editing overlays, fetched only in preview and only in the browser: shoppers'
 * pages never load this code. Inside the Studio's Presentation tool, a click on a text that carries
 * an edit link (stega) opens its field; an editor's change revalidates the route's data, so the
 * page shows it without a reload (the package's default refresh).
 */
const VisualEditing = lazy(() =>
  import('@sanity/visual-editing/react-router').then((module) => ({
    default: module.VisualEditing,
  })),
);

export function VisualEditingInPreview() {
  // After hydration: the overlays exist only in a browser, and the server HTML stays the same.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <VisualEditing />
    </Suspense>
  ) : null;
}
