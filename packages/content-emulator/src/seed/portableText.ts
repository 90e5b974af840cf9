import type {
  Annotation,
  AspectRatio,
  BlockStyle,
  KeyedImage,
  Link,
  Module,
  SanityImage,
  Span,
  TextBlock,
} from '@treize/content-model';

type AnnotationValue = Annotation extends infer A
  ? A extends Annotation
    ? Omit<A, '_key'>
    : never
  : never;

/** A piece of inline text: plain, decorated, and/or annotated. */
export interface Inline {
  text: string;
  decorators?: ('strong' | 'em')[];
  annotation?: AnnotationValue;
}

export type InlineInput = string | Inline;

export const strong = (text: string): Inline => ({ text, decorators: ['strong'] });
export const em = (text: string): Inline => ({ text, decorators: ['em'] });
export const externalLink = (text: string, url: string, newWindow = false): Inline => ({
  text,
  annotation: { _type: 'externalLink', url, ...(newWindow ? { newWindow: true } : {}) },
});
export const internalLink = (text: string, slug: string): Inline => ({
  text,
  annotation: { _type: 'internalLink', slug },
});
export const emailLink = (text: string, email: string): Inline => ({
  text,
  annotation: { _type: 'emailLink', email },
});
export const star = (number: number, text = '✦'): Inline => ({
  text,
  annotation: { _type: 'star', number },
});

/**
 * Writes Portable Text with keys that are stable from one seed run to the next (`<prefix>-<n>`),
 * so documents are byte-identical whenever the seed is rebuilt.
 */
export class TextWriter {
  #count = 0;
  readonly #prefix: string;

  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  key(): string {
    this.#count += 1;
    return `${this.#prefix}${this.#count.toString(36)}`;
  }

  block(style: BlockStyle, parts: InlineInput[], listItem?: 'bullet'): TextBlock {
    const markDefs: Annotation[] = [];
    const children: Span[] = parts.map((part) => {
      const inline = typeof part === 'string' ? { text: part } : part;
      const marks: string[] = [...(inline.decorators ?? [])];
      if (inline.annotation) {
        const _key = this.key();
        markDefs.push({ ...inline.annotation, _key } as Annotation);
        marks.push(_key);
      }
      return { _type: 'span', _key: this.key(), text: inline.text, marks };
    });
    return {
      _type: 'block',
      _key: this.key(),
      style,
      markDefs,
      children,
      ...(listItem ? { listItem, level: 1 } : {}),
    };
  }

  p(...parts: InlineInput[]): TextBlock {
    return this.block('normal', parts);
  }

  h2(...parts: InlineInput[]): TextBlock {
    return this.block('h2', parts);
  }

  h3(...parts: InlineInput[]): TextBlock {
    return this.block('h3', parts);
  }

  h4(...parts: InlineInput[]): TextBlock {
    return this.block('h4', parts);
  }

  quote(...parts: InlineInput[]): TextBlock {
    return this.block('blockquote', parts);
  }

  bullets(...items: InlineInput[][]): TextBlock[] {
    return items.map((parts) => this.block('normal', parts, 'bullet'));
  }

  image(assetId: string, altText: string, title?: string): SanityImage {
    return {
      _type: 'image',
      asset: { _type: 'reference', _ref: assetId },
      altText,
      ...(title ? { title } : {}),
    };
  }

  keyedImage(assetId: string, altText: string): KeyedImage {
    return { ...this.image(assetId, altText), _key: this.key() };
  }

  singleImage(
    assetId: string,
    altText: string,
    display: 'small' | 'big',
    aspectRatio: AspectRatio,
    caption?: string,
  ): Module {
    return {
      _type: 'module.singleImage',
      _key: this.key(),
      image: this.image(assetId, altText),
      display,
      aspectRatio,
      ...(caption ? { caption } : {}),
    };
  }

  imageList(aspectRatio: AspectRatio, images: [string, string][]): Module {
    return {
      _type: 'module.imageList',
      _key: this.key(),
      aspectRatio,
      images: images.map(([id, alt]) => this.keyedImage(id, alt)),
    };
  }

  gallery(aspectRatio: AspectRatio, images: [string, string][]): Module {
    return {
      _type: 'module.gallery',
      _key: this.key(),
      aspectRatio,
      images: images.map(([id, alt]) => this.keyedImage(id, alt)),
    };
  }

  products(
    columns: 4 | 5,
    products: { gid: string; variantGid?: string }[],
    title?: string,
  ): Module {
    return {
      _type: 'module.products',
      _key: this.key(),
      columns,
      products: products.map((product) => ({
        _type: 'productWithVariant',
        _key: this.key(),
        ...product,
      })),
      ...(title ? { title } : {}),
    };
  }

  callToAction(links: Link[], title?: string): Module {
    return { _type: 'module.callToAction', _key: this.key(), links, ...(title ? { title } : {}) };
  }

  borderedText(...body: TextBlock[]): Module {
    return { _type: 'module.borderedText', _key: this.key(), body };
  }

  table(rows: string[][]): Module {
    return {
      _type: 'module.table',
      _key: this.key(),
      rows: rows.map((cells) => ({ _type: 'tableRow', _key: this.key(), cells })),
    };
  }

  accordion(items: [string, TextBlock[]][]): Module {
    return {
      _type: 'module.accordion',
      _key: this.key(),
      items: items.map(([label, content]) => ({
        _type: 'accordionItem',
        _key: this.key(),
        label,
        content,
      })),
    };
  }

  linkInternal(label: string, slug: string) {
    return { _type: 'linkInternal' as const, _key: this.key(), label, slug };
  }

  linkExternal(label: string, url: string, options: { newWindow?: boolean; arrow?: boolean } = {}) {
    return { _type: 'linkExternal' as const, _key: this.key(), label, url, ...options };
  }

  linkEmail(label: string, email: string) {
    return { _type: 'linkEmail' as const, _key: this.key(), label, email };
  }

  linkForm(label: string) {
    return { _type: 'linkForm' as const, _key: this.key(), label };
  }
}
