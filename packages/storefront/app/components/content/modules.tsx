import type {
  AccordionModule,
  BorderedTextModule,
  CallToActionModule,
  GalleryModule,
  ImageListModule,
  ProductsModule,
  SingleImageModule,
  TableModule,
} from '@treize/content-model';
import { createContext, useContext } from 'react';
import type { ProductCardData } from '../../lib/commerce/types';
import { ProductGrid } from '../product/ProductCard';
import { ContentImage } from './ContentImage';
import { ContentLink } from './ContentLink';
import { SimpleText } from './SimpleText';

/** Commerce products resolved by the loader for the products modules, keyed by product gid. */
export const ProductsByGidContext = createContext<Record<string, ProductCardData>>({});

/** Module: one image, small or big, with caption. */
export function SingleImage({ value }: { value: SingleImageModule }) {
  return (
    <figure className="module module--single-image" data-module="singleImage" data-display={value.display}>
      <ContentImage image={value.image} aspectRatio={value.aspectRatio} sizes={value.display === 'big' ? '100vw' : '50vw'} />
      {value.caption ? <figcaption>{value.caption}</figcaption> : null}
    </figure>
  );
}

/** Module: a list of images. */
export function ImageList({ value }: { value: ImageListModule }) {
  return (
    <ul className="module module--image-list" data-module="imageList">
      {value.images.map((image) => (
        <li key={image._key}>
          <ContentImage image={image} aspectRatio={value.aspectRatio} sizes="(min-width: 1024px) 50vw, 100vw" />
        </li>
      ))}
    </ul>
  );
}

/** Module: a gallery, 4 per row (spec §9). */
export function Gallery({ value }: { value: GalleryModule }) {
  return (
    <ul className="module module--gallery" data-module="gallery">
      {value.images.map((image) => (
        <li key={image._key}>
          <ContentImage image={image} aspectRatio={value.aspectRatio} sizes="(min-width: 1024px) 25vw, 50vw" />
        </li>
      ))}
    </ul>
  );
}

/** Module: a grid of product cards in 4 or 5 columns with an optional title. */
export function Products({ value }: { value: ProductsModule }) {
  const byGid = useContext(ProductsByGidContext);
  const products = value.products.map((item) => byGid[item.gid]).filter((p): p is ProductCardData => p !== undefined);
  return (
    <section className="module module--products" data-module="products">
      {value.title ? <h2>{value.title}</h2> : null}
      <ProductGrid products={products} columns={value.columns} />
    </section>
  );
}

/** Module: call-to-action links. */
export function CallToAction({ value }: { value: CallToActionModule }) {
  return (
    <div className="module module--cta" data-module="callToAction">
      {value.title ? <p className="module--cta__title">{value.title}</p> : null}
      <ul>
        {value.links.map((link) =>
          link._type === 'linkNavigationGroup' ? null : (
            <li key={link._key}>
              <ContentLink link={link} className="button" />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** Module: a bordered text box. */
export function BorderedText({ value }: { value: BorderedTextModule }) {
  return (
    <div className="module module--bordered" data-module="borderedText">
      <SimpleText value={value.body} />
    </div>
  );
}

/** Module: a table whose first row is the header row (spec §2). */
export function Table({ value }: { value: TableModule }) {
  const [head, ...rows] = value.rows;
  return (
    <div className="module module--table" data-module="table">
      <table>
        {head ? (
          <thead>
            <tr>
              {head.cells.map((cell, i) => (
                <th key={i} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((row) => (
            <tr key={row._key}>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Module: an accordion (native disclosure so it works before hydration and without JavaScript). */
export function Accordion({ value }: { value: AccordionModule }) {
  return (
    <div className="module module--accordion" data-module="accordion">
      {value.items.map((item) => (
        <details key={item._key} name={`accordion-${value._key}`}>
          <summary>{item.label}</summary>
          <SimpleText value={item.content} />
        </details>
      ))}
    </div>
  );
}
