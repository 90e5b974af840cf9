/** An element of a page's body as `[tag, React props, children]`, or a text (see markupTree.mjs). */
export type MarkupNode =
  string | [tag: string, props: Record<string, unknown>, children: MarkupNode[]];

/** The body's children of an HTML document, as trees React can render again. */
export function markupTreeOf(html: string): MarkupNode[];
