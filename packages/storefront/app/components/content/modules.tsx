import type { ModuleOf } from '../../lib/content/types';
import {
  BorderedText as UiBorderedText,
  CallToAction as UiCallToAction,
  Table as UiTable,
} from '@treize/ui';
import { Suspense, useContext } from 'react';
import { Await } from 'react-router';
import { useLocale } from '../../hooks/useRootData';
import { localizePath } from '../../lib/i18n/locales';
import { internalPath, isSafeUrl, mailtoHref } from '../../lib/content/links';
import type { ProductCardData } from '../../lib/commerce/types';
import { LazyProductGrid } from '../product/LazyProductGrid';
import { ContentImage } from './ContentImage';
import { ProductsByGidContext, type ProductsByGid } from './productsByGid';
import { ContentLink } from './ContentLink';
import { SimpleText } from './SimpleText';
import { lazyComponent } from '../lazyComponent';
import * as styles from './modules.css';
import { button } from '../button.css';

/** Server-rendered in place; in the browser its code loads only where a page has an accordion. */
const UiAccordion = lazyComponent(() =>
  import('./accordionCode').then((module) => module.Accordion),
);

/** Module: one image, small or big, with caption. */
export function SingleImage({ value }: { value: ModuleOf<'module.singleImage'> }) {
  return (
    <figure className={styles.singleImage} data-module="singleImage" data-display={value.display}>
      <ContentImage
        image={value.image}
        aspectRatio={value.aspectRatio}
        sizes={value.display === 'big' ? '100vw' : '50vw'}
      />
      {value.caption ? <figcaption>{value.caption}</figcaption> : null}
    </figure>
  );
}

/** The list both image modules render; only their layout class and image sizes differ. */
function ImageItems({
  value,
  module,
  sizes,
}: {
  value: ModuleOf<'module.imageList'> | ModuleOf<'module.gallery'>;
  module: 'imageList' | 'gallery';
  sizes: string;
}) {
  return (
    <ul className={module === 'imageList' ? styles.imageList : styles.gallery} data-module={module}>
      {value.images.map((image) => (
        <li key={image._key}>
          <ContentImage image={image} aspectRatio={value.aspectRatio} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}

/** Module: a list of images. */
export function ImageList({ value }: { value: ModuleOf<'module.imageList'> }) {
  return <ImageItems value={value} module="imageList" sizes="(min-width: 1024px) 50vw, 100vw" />;
}

/** Module: a gallery, 4 per row (behaviour §9). */
export function Gallery({ value }: { value: ModuleOf<'module.gallery'> }) {
  return <ImageItems value={value} module="gallery" sizes="(min-width: 1024px) 25vw, 50vw" />;
}

/** Module: a grid of product cards in 4 or 5 columns with an optional title. */
export function Products({ value }: { value: ModuleOf<'module.products'> }) {
  const source = useContext(ProductsByGidContext);
  return (
    <div className={styles.module} data-module="products">
      {/* Streamed on pages where the grid is below the fold (Hydrogen's deferred data). */}
      <Suspense fallback={<div aria-busy="true" />}>
        <Await resolve={source}>
          {(byGid: ProductsByGid) => (
            <LazyProductGrid
              products={value.products
                .map((item) => byGid[item.gid])
                .filter((p): p is ProductCardData => p !== undefined)}
              columns={value.columns}
              title={value.title}
            />
          )}
        </Await>
      </Suspense>
    </div>
  );
}

/** Module: call-to-action links; unsafe URLs and navigation groups are left out. */
export function CallToAction({ value }: { value: ModuleOf<'module.callToAction'> }) {
  const locale = useLocale();
  return (
    <div className={styles.callToAction} data-module="callToAction">
      {value.title ? <p>{value.title}</p> : null}
      <ul>
        {value.links.map((link) => {
          if (link._type === 'linkNavigationGroup') return null;
          const target =
            link._type === 'linkInternal'
              ? { to: localizePath(internalPath(link.slug), locale) }
              : link._type === 'linkExternal' && isSafeUrl(link.url)
                ? { to: link.url, newWindow: link.newWindow, arrow: link.arrow }
                : link._type === 'linkEmail' && mailtoHref(link.email)
                  ? { to: mailtoHref(link.email)! }
                  : undefined;
          if (!target) {
            return link._type === 'linkForm' ? (
              <li key={link._key}>
                <ContentLink link={link} className={button} />
              </li>
            ) : null;
          }
          return (
            <li key={link._key}>
              <UiCallToAction {...target}>{link.label}</UiCallToAction>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Module: a bordered text box. */
export function BorderedText({ value }: { value: ModuleOf<'module.borderedText'> }) {
  return (
    <div className={styles.borderedText} data-module="borderedText">
      <UiBorderedText>
        <SimpleText value={value.body} />
      </UiBorderedText>
    </div>
  );
}

/** Module: a table whose first row is the header row (behaviour §2). */
export function Table({ value }: { value: ModuleOf<'module.table'> }) {
  const [head, ...rows] = value.rows;
  return (
    <div className={styles.table} data-module="table">
      <UiTable header={head?.cells ?? []} rows={rows.map((row) => row.cells)} />
    </div>
  );
}

/** Module: an accordion driven by the accordion machine (behaviour §4 timings) through `@treize/ui`. */
export function Accordion({ value }: { value: ModuleOf<'module.accordion'> }) {
  return (
    <div className={styles.accordion} data-module="accordion">
      <UiAccordion
        items={value.items.map((item) => ({
          id: item._key,
          title: item.label,
          content: <SimpleText value={item.content} />,
        }))}
      />
    </div>
  );
}
