import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { markupElement } from '../markupElement';
import { benchMarkupTree } from '../markupTree.server';

/**
 * One of the shop's pages without the shop (the ceiling rows): the same body markup, rendered by
 * React Router from loader data (about as much as the page serialises), with no component, loader
 * or backend of the shop's.
 */
export function loader({ params }: LoaderFunctionArgs) {
  return { tree: benchMarkupTree(params.page ?? '') };
}

export default function PageMarkup() {
  const { tree } = useLoaderData<typeof loader>();
  return <>{tree.map(markupElement)}</>;
}
