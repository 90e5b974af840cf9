import type { Lang } from '../catalogue/records.js';
import { foldText } from './foldText.js';

/** One term of a Shopify search query: `field:value`, free text, negated with `-` or `NOT`. */
interface Term {
  field: string | null;
  value: string;
  negated: boolean;
  prefix: boolean;
}

/** A WHERE fragment and its parameters, built from a query in Shopify's search syntax. */
export interface SqlFilter {
  sql: string;
  params: (string | number)[];
}

function tokenize(query: string): string[] {
  return query.match(/-?[\w.]+:"[^"]*"|"[^"]*"|\S+/g) ?? [];
}

function parseTerm(token: string, negated: boolean): Term {
  let raw = token;
  if (raw.startsWith('-')) {
    negated = !negated;
    raw = raw.slice(1);
  }
  const colon = raw.indexOf(':');
  const field = colon > 0 && !raw.startsWith('"') ? raw.slice(0, colon).toLowerCase() : null;
  let value = field ? raw.slice(colon + 1) : raw;
  value = value.replace(/^"|"$/g, '');
  const prefix = value.endsWith('*');
  if (prefix) value = value.slice(0, -1);
  // The French texts are set with the typographic apostrophe; a keyboard types the straight one.
  return { field, value: value.toLowerCase().replace(/'/g, '’'), negated, prefix };
}

function termSql(term: Term, lang: Lang): SqlFilter {
  // Free words and titles compare folded text (no accents); tags, types and vendors exact values.
  const like = (column: string) => ({
    sql: `${column} LIKE ?`,
    params: [`%${foldText(term.value)}%`],
  });
  let clause: SqlFilter;
  switch (term.field) {
    case 'title':
      clause = like(lang === 'en' ? 'fold(p.title_en)' : 'fold(p.title_fr)');
      break;
    case 'tag':
      clause = {
        sql: 'p.tags LIKE ?',
        params: [term.prefix ? `%|${term.value}%` : `%|${term.value}|%`],
      };
      break;
    case 'product_type':
      clause = { sql: 'lower(p.product_type) = ?', params: [term.value] };
      break;
    case 'vendor':
      clause = { sql: 'lower(p.vendor) = ?', params: [term.value] };
      break;
    case 'handle':
      clause = { sql: 'p.handle = ?', params: [term.value] };
      break;
    case 'available_for_sale': {
      const exists =
        'EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.quantity > 0)';
      clause = { sql: term.value === 'true' ? exists : `NOT ${exists}`, params: [] };
      break;
    }
    default:
      clause = like(lang === 'en' ? 'p.search_en' : 'p.search_fr');
  }
  return term.negated ? { sql: `NOT (${clause.sql})`, params: clause.params } : clause;
}

/**
 * Translates Shopify's product search syntax (free words, `title:`, `tag:`, `product_type:`,
 * `vendor:`, `available_for_sale:`, `-`/`NOT`, `OR`, implicit `AND`, `*` prefixes) into SQL.
 * Free words search titles, vendor, product type, tags and descriptions in the asked language.
 */
export function searchQueryToSql(query: string, lang: Lang): SqlFilter | null {
  const groups: SqlFilter[][] = [[]];
  let negateNext = false;
  for (const token of tokenize(query.trim())) {
    // Shopify's grammar spells its connectives and `NOT` in capitals only: in lower case they
    // are words (`bague or` is a gold ring in French, not "bague" or anything).
    if (token === 'AND') continue;
    if (token === 'OR') {
      groups.push([]);
      continue;
    }
    if (token === 'NOT') {
      negateNext = true;
      continue;
    }
    groups[groups.length - 1]?.push(termSql(parseTerm(token, negateNext), lang));
    negateNext = false;
  }
  const nonEmpty = groups.filter((g) => g.length > 0);
  if (nonEmpty.length === 0) return null;
  const parts = nonEmpty.map((g) => `(${g.map((c) => c.sql).join(' AND ')})`);
  return {
    sql: `(${parts.join(' OR ')})`,
    params: nonEmpty.flatMap((g) => g.flatMap((c) => c.params)),
  };
}
