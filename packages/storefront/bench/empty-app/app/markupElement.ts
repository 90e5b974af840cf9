import { createElement, type ReactNode } from 'react';
import type { MarkupNode } from '../../markupTree.mjs';

/** A node `markupTreeOf` read from a page, as React elements again (the bench's ceiling page). */
export function markupElement(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return createElement(tag, { ...props, key }, ...children.map(markupElement));
}
