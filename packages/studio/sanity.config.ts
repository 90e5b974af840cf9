import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { emulatorClientFactory } from './src/client';
import { dataset, emulatorHost, projectId, storefrontUrl } from './src/environment';
import { documentActions } from './src/readOnly';
import { studioSchemaTypes } from './src/schema';
import { structure } from './src/structure';

/** Singletons per language and shopper-written documents are not created from the Studio's menus. */
const NOT_CREATED_HERE = new Set(['layout', 'home', 'contactRequest', 'translation.metadata']);

export default defineConfig({
  name: 'atelier-treize',
  title: 'Atelier Treize',
  projectId,
  dataset,
  ...(emulatorHost
    ? {
        apiHost: emulatorHost,
        // No OAuth offline: the local editor token, placed in the browser by `npm run studio`.
        auth: { loginMethod: 'token' as const, apiHost: emulatorHost },
        unstable_clientFactory: emulatorClientFactory(emulatorHost),
      }
    : {}),
  plugins: [
    structureTool({ structure }),
    presentationTool({
      previewUrl: { initial: storefrontUrl, previewMode: { enable: '/api/preview' } },
    }),
  ],
  schema: {
    types: studioSchemaTypes,
    templates: (templates) =>
      templates.filter((template) => !NOT_CREATED_HERE.has(template.schemaType)),
  },
  document: {
    actions: documentActions,
    newDocumentOptions: (items) => items.filter((item) => !NOT_CREATED_HERE.has(item.templateId)),
  },
});
