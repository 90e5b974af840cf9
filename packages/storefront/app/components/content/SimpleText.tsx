import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PortableTextBody, TextBlock } from '../../lib/content/types';
import { Link } from 'react-router';
import { useLocale } from '../../hooks/useRootData';
import { localizePath } from '../../lib/i18n/locales';
import { Star, type StarNumber } from '@treize/ui';
import { internalPath, isSafeUrl, mailtoHref } from '../../lib/content/links';
import { STAR_MAX, STAR_MIN } from '@treize/content-model';
import type { ReactNode } from 'react';
import * as styles from './SimpleText.css';

interface MarkProps<T> {
  value?: T;
  children: ReactNode;
}

function ExternalLinkMark({ value, children }: MarkProps<{ url?: string; newWindow?: boolean }>) {
  if (!isSafeUrl(value?.url)) return <>{children}</>;
  return (
    <a
      href={value.url}
      {...(value.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

function InternalLinkMark({ value, children }: MarkProps<{ slug?: string }>) {
  const locale = useLocale();
  if (!value?.slug) return <>{children}</>;
  return <Link to={localizePath(internalPath(value.slug), locale)}>{children}</Link>;
}

function EmailLinkMark({ value, children }: MarkProps<{ email?: string }>) {
  const href = mailtoHref(value?.email);
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}

/** The decorative star (treize = 13): numbered 1–13; other numbers render the text alone. */
function StarMark({ value, children }: MarkProps<{ number?: number }>) {
  const n = value?.number;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < STAR_MIN || n > STAR_MAX)
    return <>{children}</>;
  return (
    <span className={styles.star} data-star={n}>
      {children}
      <Star number={n as StarNumber} className={styles.starMark} />
    </span>
  );
}

/** The style an editor chose for a heading that `outlineHeadings` moved up a level. */
function lookOf(block: unknown): string | undefined {
  const look = (block as { look?: unknown } | undefined)?.look;
  return look === 'h4' ? styles.lookH4 : undefined;
}

/**
 * Editors may follow an h2 with an h4; the page outline may not skip a level (axe heading-order),
 * so such a heading is rendered one level below the one before it, keeping its look through a
 * class (`lookH4`). The page title is the h1, so the first heading is at most an h2.
 */
export function outlineHeadings<T extends { _type: string }>(blocks: readonly T[]): T[] {
  let previous = 1;
  return blocks.map((block) => {
    const style = (block as { style?: unknown }).style;
    const match = block._type === 'block' && typeof style === 'string' && /^h([2-6])$/.exec(style);
    if (!match) return block;
    const level = Math.min(Number(match[1]), previous + 1);
    previous = level;
    return level === Number(match[1]) ? block : { ...block, style: `h${level}`, look: style };
  });
}

/** Text styles, lists and annotations of behaviour §2, shared by the full body and nested texts. */
export const textComponents: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <h2>{children}</h2>,
    h3: ({ children, value }) => <h3 className={lookOf(value)}>{children}</h3>,
    h4: ({ children, value }) => <h4 className={lookOf(value)}>{children}</h4>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  list: { bullet: ({ children }) => <ul className={styles.bullets}>{children}</ul> },
  listItem: { bullet: ({ children }) => <li>{children}</li> },
  marks: {
    externalLink: ExternalLinkMark,
    internalLink: InternalLinkMark,
    emailLink: EmailLinkMark,
    star: StarMark,
  },
};

/** Rich text without modules (bordered text, accordion content, cookie notice). */
export function SimpleText({ value }: { value: TextBlock[] | PortableTextBody }) {
  return <PortableText value={value} components={textComponents} onMissingComponent={false} />;
}
