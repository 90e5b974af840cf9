import { useLocation, useMatches } from 'react-router';
import { useRootData } from '../../hooks/useRootData';
import { PAGE_STRUCTURED_DATA, type StructuredDataKind } from '../../lib/seo/pageStructuredData';
import { serializeJsonLd } from '../../lib/seo/structuredData';

/**
 * A route `handle` that describes its page in JSON-LD: which of {@link PAGE_STRUCTURED_DATA} builds
 * it. Built on render from the loader data the page already has, so the nodes cost no extra bytes
 * of hydration data.
 */
export interface StructuredDataHandle {
  structuredData: StructuredDataKind;
}

function isStructuredDataHandle(handle: unknown): handle is StructuredDataHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    Object.hasOwn(
      PAGE_STRUCTURED_DATA,
      (handle as { structuredData?: unknown }).structuredData as string,
    )
  );
}

/**
 * The JSON-LD scripts of the routes on screen, an island of the root: its builders load
 * after the first paint, while the server's scripts stay in the page. A route whose loader failed
 * has no data and adds nothing, so error pages carry none. `nonce` is the page's
 * Content-Security-Policy nonce.
 */
export function StructuredData({ nonce }: { nonce?: string }) {
  const matches = useMatches();
  const location = useLocation();
  const root = useRootData();
  if (!root) return null;
  const nodes = matches.flatMap((match) =>
    isStructuredDataHandle(match.handle) && match.loaderData !== undefined
      ? PAGE_STRUCTURED_DATA[match.handle.structuredData]({
          data: match.loaderData as never,
          root,
          location,
        })
      : [],
  );
  return nodes.map((node, index) => (
    <script
      key={`${node['@type']}-${index}`}
      type="application/ld+json"
      nonce={nonce}
      // Escaped by serializeJsonLd: content text cannot close the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }}
    />
  ));
}
