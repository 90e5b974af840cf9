/**
 * A test-side check of JSON-LD nodes against what schema.org and search engines' rich results
 * require of each type the shop writes. Returns one message per problem, `[]` when valid.
 */
type Node = Record<string, unknown>;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown) => isText(value) && /^https?:\/\/[^/]/.test(value);
const asNodes = (value: unknown): Node[] =>
  Array.isArray(value)
    ? (value as Node[])
    : value && typeof value === 'object'
      ? [value as Node]
      : [];

const CHECKS: Record<string, (node: Node) => string[]> = {
  Product(node) {
    const errors: string[] = [];
    if (!isText(node.name)) errors.push('Product.name is required');
    if (!Array.isArray(node.image) || !node.image.length || !node.image.every(isUrl))
      errors.push('Product.image is required');
    const offers = asNodes(node.offers);
    if (!offers.length) errors.push('Product.offers is required');
    for (const offer of offers) errors.push(...offerErrors(offer));
    return errors;
  },
  BreadcrumbList(node) {
    const items = asNodes(node.itemListElement);
    if (!items.length) return ['BreadcrumbList.itemListElement is required'];
    return items.flatMap((item, index) => {
      const errors: string[] = [];
      if (item['@type'] !== 'ListItem') errors.push(`item ${index + 1} must be a ListItem`);
      if (item.position !== index + 1)
        errors.push(`item ${index + 1} has position ${String(item.position)}`);
      if (!isText(item.name)) errors.push(`item ${index + 1} needs a name`);
      if (!isUrl(item.item)) errors.push(`item ${index + 1} needs an absolute URL`);
      return errors;
    });
  },
  Organization(node) {
    const errors: string[] = [];
    if (!isText(node.name)) errors.push('Organization.name is required');
    if (!isUrl(node.url)) errors.push('Organization.url must be an absolute URL');
    if (node.logo !== undefined && !isUrl(node.logo))
      errors.push('Organization.logo must be an absolute URL');
    return errors;
  },
  WebSite(node) {
    const errors: string[] = [];
    if (!isText(node.name)) errors.push('WebSite.name is required');
    if (!isUrl(node.url)) errors.push('WebSite.url must be an absolute URL');
    const action = asNodes(node.potentialAction)[0];
    const target = action && asNodes(action.target)[0];
    if (action?.['@type'] !== 'SearchAction')
      errors.push('WebSite.potentialAction must be a SearchAction');
    if (
      !target ||
      !isUrl(target.urlTemplate) ||
      !String(target.urlTemplate).includes('{search_term_string}')
    )
      errors.push('SearchAction.target.urlTemplate must hold {search_term_string}');
    if (action?.['query-input'] !== 'required name=search_term_string')
      errors.push('SearchAction.query-input must name search_term_string');
    return errors;
  },
  Article(node) {
    const errors: string[] = [];
    if (!isText(node.headline)) errors.push('Article.headline is required');
    if (!Array.isArray(node.image) || !node.image.length || !node.image.every(isUrl))
      errors.push('Article.image is required');
    for (const role of ['author', 'publisher'] as const) {
      const party = asNodes(node[role])[0];
      if (!party || !isText(party.name)) errors.push(`Article.${role} needs a name`);
    }
    for (const date of ['datePublished', 'dateModified'] as const) {
      if (node[date] !== undefined && Number.isNaN(Date.parse(String(node[date]))))
        errors.push(`Article.${date} must be an ISO 8601 date`);
    }
    return errors;
  },
};

function offerErrors(offer: Node): string[] {
  const errors: string[] = [];
  if (offer['@type'] !== 'Offer') errors.push('Product.offers must be Offers');
  if (typeof offer.price !== 'string' || !/^\d+(\.\d+)?$/.test(offer.price))
    errors.push('Offer.price must be a plain decimal');
  if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency))
    errors.push('Offer.priceCurrency must be an ISO 4217 code');
  if (
    typeof offer.availability !== 'string' ||
    !offer.availability.startsWith('https://schema.org/')
  )
    errors.push('Offer.availability must be a schema.org ItemAvailability');
  return errors;
}

/** The problems of one JSON-LD node (its `@context` and the properties its type requires). */
export function schemaOrgErrors(node: Node): string[] {
  const errors: string[] = [];
  if (node['@context'] !== 'https://schema.org') errors.push('@context must be https://schema.org');
  const type = String(node['@type']);
  const check = CHECKS[type];
  if (!check) return [...errors, `no check for @type ${type}`];
  return [...errors, ...check(node)];
}
