import type { FieldDefinition, NamedTypeDefinition, TypeDefinition } from './schema/define.js';
import { schemaTypes } from './schema/index.js';
import { recordRules, type Rule } from './schema/rule.js';

/** Keys Sanity itself writes; never "unknown fields". */
const SYSTEM_KEYS = new Set([
  '_id',
  '_type',
  '_rev',
  '_createdAt',
  '_updatedAt',
  '_key',
  '_system',
]);
const IMAGE_ASSET_ID = /^image-[0-9a-f]{40}-\d+x\d+-(png|jpg|webp)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const registry = new Map<string, NamedTypeDefinition>(schemaTypes.map((type) => [type.name, type]));

type Problems = string[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (typeof value === 'number') return value;
  return undefined;
}

function checkRules(value: unknown, rules: Rule[], path: string, problems: Problems): void {
  const text = isObject(value) && typeof value.current === 'string' ? value.current : value;
  for (const rule of rules) {
    for (const constraint of rule.constraints) {
      const size = sizeOf(text);
      switch (constraint.kind) {
        case 'required':
          break;
        case 'min':
          if (size !== undefined && size < constraint.value)
            problems.push(`${path}: must be at least ${constraint.value}`);
          break;
        case 'max':
          if (size !== undefined && size > constraint.value)
            problems.push(`${path}: must be at most ${constraint.value}`);
          break;
        case 'integer':
          if (!Number.isInteger(text)) problems.push(`${path}: must be an integer`);
          break;
        case 'uri':
          if (
            typeof text === 'string' &&
            !constraint.schemes.some((scheme) => text.startsWith(`${scheme}:`))
          ) {
            problems.push(`${path}: must be a ${constraint.schemes.join(' or ')} URL`);
          }
          break;
        case 'email':
          if (typeof text === 'string' && !EMAIL.test(text))
            problems.push(`${path}: must be an email address`);
          break;
        case 'regex':
          if (typeof text === 'string' && !constraint.pattern.test(text))
            problems.push(`${path}: must be a ${constraint.name}`);
          break;
      }
    }
  }
}

function isRequired(rules: Rule[]): boolean {
  return rules.some((rule) =>
    rule.constraints.some((constraint) => constraint.kind === 'required'),
  );
}

function checkField(value: unknown, field: TypeDefinition, path: string, problems: Problems): void {
  const rules = recordRules(field.validation);
  if (value === undefined || value === null) {
    if (isRequired(rules)) problems.push(`${path}: is required`);
    return;
  }
  checkRules(value, rules, path, problems);
  checkType(value, field, path, problems);
}

function checkFields(
  value: Record<string, unknown>,
  fields: FieldDefinition[],
  path: string,
  problems: Problems,
  extraKeys: string[] = [],
): void {
  const known = new Set([...fields.map((field) => field.name), ...extraKeys]);
  for (const key of Object.keys(value)) {
    if (!known.has(key) && !SYSTEM_KEYS.has(key))
      problems.push(`${path}.${key}: is not a field of this type`);
  }
  for (const field of fields)
    checkField(value[field.name], field, `${path}.${field.name}`, problems);
}

function checkList(value: unknown, def: TypeDefinition, path: string, problems: Problems): void {
  const list = def.options?.list;
  if (!list) return;
  const allowed = list.map((item) => (typeof item === 'object' ? item.value : item));
  if (!allowed.includes(value as string | number))
    problems.push(`${path}: must be one of ${allowed.join(', ')}`);
}

/** The `_type` a member of an array stores. */
function memberTypeName(member: TypeDefinition): string {
  return member.name ?? member.type;
}

function checkType(value: unknown, def: TypeDefinition, path: string, problems: Problems): void {
  const named = registry.get(def.type);
  if (named && named !== def) {
    checkType(value, named, path, problems);
    return;
  }
  switch (def.type) {
    case 'string':
    case 'text':
    case 'url':
    case 'email':
    case 'datetime':
      if (typeof value !== 'string') problems.push(`${path}: must be a string`);
      else if (def.type === 'datetime' && Number.isNaN(Date.parse(value)))
        problems.push(`${path}: must be an ISO date-time`);
      else checkList(value, def, path, problems);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        problems.push(`${path}: must be a number`);
      else checkList(value, def, path, problems);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') problems.push(`${path}: must be a boolean`);
      return;
    case 'slug':
      if (!isObject(value) || value._type !== 'slug' || typeof value.current !== 'string') {
        problems.push(`${path}: must be a slug { _type: 'slug', current }`);
      }
      return;
    case 'reference':
      checkReference(value, path, problems);
      return;
    case 'image':
      checkImage(value, def, path, problems);
      return;
    case 'object':
    case 'document':
      if (!isObject(value)) problems.push(`${path}: must be an object`);
      else checkFields(value, def.fields ?? [], path, problems);
      return;
    case 'array':
      checkArray(value, def, path, problems);
      return;
    case 'block':
      checkBlock(value, def, path, problems);
      return;
    default:
      problems.push(`${path}: unknown schema type ${def.type}`);
  }
}

function checkReference(value: unknown, path: string, problems: Problems): void {
  if (!isObject(value) || typeof value._ref !== 'string' || value._ref === '') {
    problems.push(`${path}: must be a reference { _type: 'reference', _ref }`);
    return;
  }
  checkFields(value, [], path, problems, ['_ref', '_weak', '_strengthenOnPublish']);
}

function checkImage(value: unknown, def: TypeDefinition, path: string, problems: Problems): void {
  if (!isObject(value)) {
    problems.push(`${path}: must be an image object`);
    return;
  }
  const asset = value.asset;
  if (!isObject(asset) || typeof asset._ref !== 'string' || !IMAGE_ASSET_ID.test(asset._ref)) {
    problems.push(`${path}.asset: must reference an image asset image-<sha1>-<W>x<H>-<ext>`);
  }
  checkFields(value, def.fields ?? [], path, problems, ['asset', 'crop', 'hotspot']);
}

function checkArray(value: unknown, def: TypeDefinition, path: string, problems: Problems): void {
  if (!Array.isArray(value)) {
    problems.push(`${path}: must be an array`);
    return;
  }
  const members = def.of ?? [];
  const keys = new Set<string>();
  value.forEach((item: unknown, index) => {
    const itemPath = `${path}[${index}]`;
    if (!isObject(item)) {
      const primitive = members.find((member) => member.type === typeof item);
      if (primitive) checkType(item, primitive, itemPath, problems);
      else problems.push(`${itemPath}: must be one of ${members.map(memberTypeName).join(', ')}`);
      return;
    }
    if (typeof item._key !== 'string' || item._key === '')
      problems.push(`${itemPath}: needs a _key`);
    else if (keys.has(item._key)) problems.push(`${itemPath}: duplicate _key ${item._key}`);
    else keys.add(item._key);
    const member = members.find((candidate) => memberTypeName(candidate) === item._type);
    if (!member) {
      problems.push(
        `${itemPath}: _type ${String(item._type)} is not one of ${members.map(memberTypeName).join(', ')}`,
      );
      return;
    }
    checkField(item, member, itemPath, problems);
  });
}

function checkBlock(value: unknown, def: TypeDefinition, path: string, problems: Problems): void {
  if (!isObject(value)) {
    problems.push(`${path}: must be a block`);
    return;
  }
  const styles = (def.styles ?? []).map((style) => style.value);
  const lists = (def.lists ?? []).map((list) => list.value);
  const decorators = (def.marks?.decorators ?? []).map((decorator) => decorator.value);
  const annotations = def.marks?.annotations ?? [];
  checkFields(value, [], path, problems, ['style', 'listItem', 'level', 'children', 'markDefs']);
  if (!styles.includes(value.style as string))
    problems.push(`${path}.style: must be one of ${styles.join(', ')}`);
  if (value.listItem !== undefined && !lists.includes(value.listItem as string)) {
    problems.push(`${path}.listItem: must be one of ${lists.join(', ')}`);
  }
  if (
    value.level !== undefined &&
    !(Number.isInteger(value.level) && (value.level as number) >= 1)
  ) {
    problems.push(`${path}.level: must be a positive integer`);
  }
  const markDefs = Array.isArray(value.markDefs) ? value.markDefs : [];
  if (!Array.isArray(value.markDefs)) problems.push(`${path}.markDefs: must be an array`);
  const markKeys = new Set<string>();
  markDefs.forEach((markDef: unknown, index) => {
    const markPath = `${path}.markDefs[${index}]`;
    const annotation = isObject(markDef)
      ? annotations.find((candidate) => memberTypeName(candidate) === markDef._type)
      : undefined;
    if (!isObject(markDef) || !annotation) {
      problems.push(`${markPath}: must be one of ${annotations.map(memberTypeName).join(', ')}`);
      return;
    }
    if (typeof markDef._key === 'string') markKeys.add(markDef._key);
    else problems.push(`${markPath}: needs a _key`);
    checkType(markDef, annotation, markPath, problems);
  });
  if (!Array.isArray(value.children) || value.children.length === 0) {
    problems.push(`${path}.children: must be a non-empty array of spans`);
    return;
  }
  value.children.forEach((child: unknown, index) => {
    const childPath = `${path}.children[${index}]`;
    if (
      !isObject(child) ||
      child._type !== 'span' ||
      typeof child.text !== 'string' ||
      typeof child._key !== 'string'
    ) {
      problems.push(`${childPath}: must be a span { _type: 'span', _key, text, marks }`);
      return;
    }
    checkFields(child, [], childPath, problems, ['text', 'marks']);
    const marks = Array.isArray(child.marks) ? child.marks : [];
    for (const mark of marks) {
      if (!decorators.includes(mark as string) && !markKeys.has(mark as string)) {
        problems.push(
          `${childPath}: mark ${String(mark)} is neither a decorator nor a markDefs _key`,
        );
      }
    }
  });
}

function checkImageAsset(doc: Record<string, unknown>, problems: Problems): void {
  if (!IMAGE_ASSET_ID.test(String(doc._id)))
    problems.push(`_id: must be image-<sha1>-<W>x<H>-<ext>`);
  const dimensions =
    isObject(doc.metadata) && isObject(doc.metadata.dimensions)
      ? doc.metadata.dimensions
      : undefined;
  if (
    !dimensions ||
    typeof dimensions.width !== 'number' ||
    typeof dimensions.height !== 'number'
  ) {
    problems.push('metadata.dimensions: needs width and height');
  }
  for (const key of ['url', 'path', 'mimeType', 'extension', 'sha1hash']) {
    if (typeof doc[key] !== 'string') problems.push(`${key}: is required`);
  }
}

/**
 * Checks a stored document against the schema definitions of this package and returns the
 * problems found, each as `path: message`; an empty list means the document matches the model.
 */
export function validateDocument(doc: unknown): string[] {
  const problems: Problems = [];
  if (!isObject(doc)) return ['document: must be an object'];
  if (typeof doc._id !== 'string' || doc._id === '') problems.push('_id: is required');
  if (typeof doc._type !== 'string') return [...problems, '_type: is required'];
  if (doc._type === 'sanity.imageAsset') {
    checkImageAsset(doc, problems);
    return problems;
  }
  const type = registry.get(doc._type);
  if (!type || type.type !== 'document')
    return [...problems, `_type: ${doc._type} is not a document type of the content model`];
  checkFields(doc, type.fields ?? [], doc._type, problems);
  return problems;
}
