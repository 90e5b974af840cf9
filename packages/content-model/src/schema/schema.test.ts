import { describe, expect, it } from 'vitest';
import { schemaTypes } from './index.js';

/** The parts of a definition this test walks (Sanity's own types are a union per type). */
interface TypeDefinition {
  name?: string;
  type: string;
  fields?: TypeDefinition[];
  of?: TypeDefinition[];
  to?: { type: string }[];
  marks?: { annotations?: TypeDefinition[] };
}

const BUILT_IN = new Set([
  'string',
  'text',
  'number',
  'boolean',
  'slug',
  'url',
  'email',
  'datetime',
  'image',
  'reference',
  'array',
  'object',
  'document',
  'block',
]);
const definitionsOf = schemaTypes as unknown as (TypeDefinition & { name: string })[];
const names = new Set(definitionsOf.map((type) => type.name));

function* definitions(type: TypeDefinition): Generator<TypeDefinition> {
  yield type;
  for (const child of [
    ...(type.fields ?? []),
    ...(type.of ?? []),
    ...(type.marks?.annotations ?? []),
  ])
    yield* definitions(child);
}

describe('schemaTypes', () => {
  it('names each type once', () => {
    expect(names.size).toBe(schemaTypes.length);
  });

  it('uses only built-in types and types it declares', () => {
    const unknown = definitionsOf
      .flatMap((type) => [...definitions(type)])
      .filter((definition) => !BUILT_IN.has(definition.type) && !names.has(definition.type));
    expect(unknown.map((definition) => definition.type)).toEqual([]);
  });

  it('points references only at document types', () => {
    const documents = new Set(
      definitionsOf.filter((type) => type.type === 'document').map((type) => type.name),
    );
    const targets = definitionsOf
      .flatMap((type) => [...definitions(type)])
      .flatMap((definition) => definition.to ?? []);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(documents).toContain(target.type);
  });

  it('declares the eight modules of behaviour §2', () => {
    expect([...names].filter((name) => name.startsWith('module.')).sort()).toEqual([
      'module.accordion',
      'module.borderedText',
      'module.callToAction',
      'module.gallery',
      'module.imageList',
      'module.products',
      'module.singleImage',
      'module.table',
    ]);
  });
});
