import { describe, expect, it } from 'vitest';
import type { TypeDefinition } from './define.js';
import { schemaTypes } from './index.js';

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
const names = new Set(schemaTypes.map((type) => type.name));

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
    const unknown = schemaTypes
      .flatMap((type) => [...definitions(type)])
      .filter((definition) => !BUILT_IN.has(definition.type) && !names.has(definition.type));
    expect(unknown.map((definition) => definition.type)).toEqual([]);
  });

  it('points references only at document types', () => {
    const documents = new Set(
      schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
    );
    const targets = schemaTypes
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
