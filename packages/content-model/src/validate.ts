import { createClient, type SanityClient } from '@sanity/client';
import {
  createSchema,
  pathToString,
  validateDocument as sanityValidateDocument,
  type SanityDocument,
  type ValidateDocumentOptions,
  type Workspace,
} from 'sanity';
import { schemaTypes } from './schema/index.js';

/** One finding of Sanity's validation, as the Studio would show it beside a field. */
export interface ValidationProblem {
  level: 'error' | 'warning' | 'info';
  /** `<type>.<field path>`, e.g. `page.seo.title`. */
  path: string;
  message: string;
}

const schema = createSchema({ name: 'treize', types: schemaTypes });

/**
 * A document checked on its own has no dataset around it: reference and slug-uniqueness lookups
 * answer "exists" and "not taken" without leaving the process.
 */
const offlineClient = createClient({
  projectId: 'offline',
  dataset: 'offline',
  apiVersion: '2025-02-19',
  useCdn: false,
});
const answerNothing = (async () => null) as unknown as SanityClient['fetch'];
offlineClient.fetch = answerNothing;
const withConfig = offlineClient.withConfig.bind(offlineClient);
offlineClient.withConfig = (config) => Object.assign(withConfig(config), { fetch: answerNothing });

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs the schema's rules (Sanity's own validation, as in the Studio) over one document. */
export async function checkDocument(doc: unknown): Promise<ValidationProblem[]> {
  if (!isObject(doc)) return [{ level: 'error', path: 'document', message: 'Must be an object' }];
  const type = typeof doc._type === 'string' ? schema.get(doc._type) : undefined;
  if (!type || type.jsonType !== 'object' || !('type' in type) || type.type?.name !== 'document')
    return [
      {
        level: 'error',
        path: '_type',
        message: `${String(doc._type)} is not a document type of the content model`,
      },
    ];
  const markers = await sanityValidateDocument({
    document: doc as SanityDocument,
    workspace: { schema } as Workspace,
    // `sanity` bundles its own copy of the client types; the instance is the same client.
    getClient: () =>
      offlineClient as unknown as ReturnType<ValidateDocumentOptions['getClient'] & {}>,
    getDocumentExists: () => Promise.resolve(true),
    environment: 'cli',
  });
  return markers.map((marker) => ({
    level: marker.level,
    path: [doc._type, pathToString(marker.path)].filter(Boolean).join('.'),
    message: marker.message,
  }));
}

/**
 * The blocking problems of a stored document, each as `path: message`; an empty list means the
 * document matches the model. Warnings (SEO lengths, social handles) inform and never block.
 */
export async function validateDocument(doc: unknown): Promise<string[]> {
  return (await checkDocument(doc))
    .filter((problem) => problem.level === 'error')
    .map((problem) => `${problem.path}: ${problem.message}`);
}
