/**
 * `text::query(term)`, the Content Lake's full-text predicate (Studio document lists and search use it
 * inside `score()` and filters), is not in groq-js. It is rewritten to a `match` over the text-bearing
 * fields of this content model, which keeps its meaning here: true when every word of the term starts
 * a word of the document's titles, names, slugs or messages (or when the term is empty).
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
  let out = '';
  let last = 0;
  for (const match of query.matchAll(TEXT_QUERY)) {
    if (match.index < last) continue;
    const argsStart = match.index + match[0].length;
    const end = closingParen(query, argsStart);
    if (end === -1) return query;
    // The optional second argument (options such as the mode) has no bearing on a match.
    const [term = '""'] = splitTopLevel(query.slice(argsStart, end));
    // An empty term selects everything, as a list with no search text shows every document.
    out += `${query.slice(last, match.index)}(coalesce(${term}, "") == "" || [${SEARCHED_FIELDS.join(', ')}] match ${term})`;
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
