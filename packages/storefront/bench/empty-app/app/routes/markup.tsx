import { useLoaderData } from 'react-router';
import { markupElement } from '../markupElement';
import { benchMarkupTree } from '../markupTree.server';

/**
 * The shop's product page without the shop (issue 16's ceiling): the same body markup, rendered
 * by React Router from loader data (about as much as the product page serialises), with no
 * component, loader or backend of the shop's.
 */
export function loader() {
  return { tree: benchMarkupTree() };
}

export default function ProductMarkup() {
  const { tree } = useLoaderData<typeof loader>();
  return <>{tree.map(markupElement)}</>;
}
