/**
 * `text::query(term)`, the Content Lake's full-text search term (the Studio's document search puts it
 * on the right of `match`: `[@, _id] match text::query($__query)`), is not in groq-js. The call is
 * rewritten to its term, which groq-js's `match` reads the same way (words, `*` prefixes, `-`
 * negations); and `@` (the whole document, which the Content Lake searches through) becomes the
 * text-bearing fields of this content model, since groq-js matches strings only.
 */
const SEARCHED_FIELDS = [
  '_id',
  '_type',
  'title',
  'name',
  'heading',
  'label',
  'key',
  'value',
  'text',
  'email',
  'message',
  'subject',
  'slug.current',
  'seo.title',
  'seo.description',
  'productTitle',
  'store.title',
];

const TEXT_QUERY = /text::query\(/g;
const WHOLE_DOCUMENT = /\[\s*@\s*,\s*_id\s*\]\s*match\s+text::query\(/g;

/** Finds the closing parenthesis of a call whose arguments start at `from`, skipping strings. */
function closingParen(query: string, from: number): number {
  let depth = 1;
  for (let index = from; index < query.length; index += 1) {
    const char = query[index];
    if (char === '"' || char === "'") {
      for (index += 1; index < query.length && query[index] !== char; index += 1)
        if (query[index] === '\\') index += 1;
    } else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

export function rewriteTextQuery(query: string): string {
  if (!query.includes('text::query(')) return query;
  query = query.replace(WHOLE_DOCUMENT, `[${SEARCHED_FIELDS.join(', ')}] match text::query(`);
  let out = '';
  let last = 0;
  for (const match of query.matchAll(TEXT_QUERY)) {
    if (match.index < last || insideString(query, match.index)) continue;
    const argsStart = match.index + match[0].length;
    const end = closingParen(query, argsStart);
    if (end === -1) return query;
    // The optional second argument (options such as the mode) has no bearing on a match.
    const [term = '""'] = splitTopLevel(query.slice(argsStart, end));
    out += `${query.slice(last, match.index)}(${term})`;
    last = end + 1;
  }
  return out + query.slice(last);
}

function splitTopLevel(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < args.length; index += 1) {
    const char = args[index];
    if (char === '"' || char === "'") {
      for (index += 1; index < args.length && args[index] !== char; index += 1)
        if (args[index] === '\\') index += 1;
    } else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(args.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(args.slice(start).trim());
  return parts;
}

/** Whether `position` falls inside a string literal of the query. */
function insideString(query: string, position: number): boolean {
  let quote: string | undefined;
  for (let index = 0; index < position; index += 1) {
    const char = query[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
  }
  return quote !== undefined;
}
