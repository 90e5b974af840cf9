import type { ValidationBuilder } from './rule.js';

/**
 * Minimal, local versions of the `sanity` package's `defineType`, `defineField` and
 * `defineArrayMember`: identity functions over plain objects shaped as a Studio expects, so the
 * same definitions can be dropped into `sanity.config.ts` while this package stays dependency-free.
 */

export interface OptionItem {
  title: string;
  value: string | number;
}

export interface BlockMarks {
  decorators?: OptionItem[];
  annotations?: TypeDefinition[];
}

export interface TypeDefinition {
  name?: string;
  type: string;
  title?: string;
  description?: string;
  /** Fields of `object` and `document` types, and extra fields of `image`. */
  fields?: FieldDefinition[];
  /** Members of `array` types. */
  of?: TypeDefinition[];
  /** Targets of `reference` types. */
  to?: { type: string }[];
  /** `block` members: allowed styles, lists and marks. */
  styles?: OptionItem[];
  lists?: OptionItem[];
  marks?: BlockMarks;
  options?: {
    list?: (OptionItem | string | number)[];
    layout?: 'radio' | 'dropdown' | 'grid';
    hotspot?: boolean;
    source?: string;
  };
  validation?: ValidationBuilder;
  initialValue?: unknown;
  readOnly?: boolean;
  hidden?: boolean;
  preview?: { select: Record<string, string> };
}

export interface FieldDefinition extends TypeDefinition {
  name: string;
}

export interface NamedTypeDefinition extends TypeDefinition {
  name: string;
}

/** Declares a named schema type (document or reusable object). */
export function defineType<T extends NamedTypeDefinition>(definition: T): T {
  return definition;
}

/** Declares one field of an object or document type. */
export function defineField<T extends FieldDefinition>(definition: T): T {
  return definition;
}

/** Declares one allowed member of an array field. */
export function defineArrayMember<T extends TypeDefinition>(definition: T): T {
  return definition;
}

/** Turns an `as const` list into Studio option items. */
export function optionList(values: readonly (string | number)[]): OptionItem[] {
  return values.map((value) => ({ title: String(value), value }));
}
