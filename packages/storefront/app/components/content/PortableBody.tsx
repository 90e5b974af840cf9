import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { PortableTextBody as Body } from '../../lib/content/types';
import {
  Accordion,
  BorderedText,
  CallToAction,
  Gallery,
  ImageList,
  Products,
  SingleImage,
  Table,
} from './modules';
import { LeadImageContext, leadImageOf } from './leadImage';
import { outlineHeadings, textComponents } from './SimpleText';
import { richText } from './PortableBody.css';

/** All 8 modules of behaviour §2, by their content type. */
const components: PortableTextComponents = {
  ...textComponents,
  types: {
    'module.singleImage': SingleImage,
    'module.imageList': ImageList,
    'module.gallery': Gallery,
    'module.products': Products,
    'module.callToAction': CallToAction,
    'module.borderedText': BorderedText,
    'module.table': Table,
    'module.accordion': Accordion,
  },
};

/**
 * An editorial body: text blocks and embedded modules. `lead` says whether the body opens the page
 * (home, editorial page), so its first image is the one to load before anything else.
 */
export function PortableBody({ value, lead = false }: { value: Body; lead?: boolean }) {
  return (
    <LeadImageContext.Provider value={lead ? leadImageOf(value) : undefined}>
      <div className={richText} data-slot="rich-text">
        <PortableText
          value={outlineHeadings(value)}
          components={components}
          onMissingComponent={false}
        />
      </div>
    </LeadImageContext.Provider>
  );
}
