import { createElement, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { benchMarkupTree, type MarkupNode } from '../markupTree.server';

/**
 * The shop's product page without the shop (issue 16's ceiling): the same body markup, rendered
 * by React Router from loader data (about as much as the product page serialises), with no
 * component, loader or backend of the shop's.
 */
export function loader() {
  return { tree: benchMarkupTree() };
}

function element(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return createElement(tag, { ...props, key }, ...children.map(element));
}

export default function ProductMarkup() {
  const { tree } = useLoaderData<typeof loader>();
  return <>{tree.map(element)}</>;
}
