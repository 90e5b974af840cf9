// The markup of a page's body as data (the ceiling row): React Router can then render the
// same elements, attributes and text with none of the shop's code, and the bench compares the two.
import { parse } from 'parse5';

/** HTML attribute names whose React prop is spelled otherwise; the rest keep their names. */
const REACT_PROP_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  fetchpriority: 'fetchPriority',
  playsinline: 'playsInline',
  novalidate: 'noValidate',
  enctype: 'encType',
  inputmode: 'inputMode',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  'accept-charset': 'acceptCharset',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  'text-anchor': 'textAnchor',
  'font-size': 'fontSize',
  'font-family': 'fontFamily',
  'letter-spacing': 'letterSpacing',
  'dominant-baseline': 'dominantBaseline',
};

/** Attributes whose empty value means "present" (`<video muted>`), given to React as `true`. */
const BOOLEAN_ATTRIBUTES = new Set([
  'muted',
  'loop',
  'playsinline',
  'autoplay',
  'controls',
  'disabled',
  'hidden',
  'required',
  'checked',
  'selected',
  'multiple',
  'readonly',
  'novalidate',
  'open',
  'inert',
]);

/** `a: b; c-d: e` as React's style object; custom properties are left out (React sets them alike). */
function styleObject(declarations) {
  const style = {};
  for (const declaration of declarations.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    if (!name || name.startsWith('--')) continue;
    style[name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())] = declaration
      .slice(colon + 1)
      .trim();
  }
  return style;
}

function propsOf(attributes) {
  const props = {};
  for (const { name, value } of attributes) {
    if (name === 'style') props.style = styleObject(value);
    else props[REACT_PROP_NAMES[name] ?? name] = BOOLEAN_ATTRIBUTES.has(name) ? true : value;
  }
  return props;
}

/**
 * A node as `[tag, props, children]` (text as a string); scripts, templates and comments are left
 * out, since they are not the page's markup but the framework's data and markers.
 */
function treeOf(node) {
  if (node.nodeName === '#text') return node.value;
  if (!node.tagName || node.tagName === 'script' || node.tagName === 'template') return null;
  return [node.tagName, propsOf(node.attrs), node.childNodes.map(treeOf).filter((n) => n !== null)];
}

/** The body's children of an HTML document, as trees React can render again. */
export function markupTreeOf(html) {
  const document = parse(html);
  const body = document.childNodes
    .find((node) => node.nodeName === 'html')
    ?.childNodes.find((node) => node.nodeName === 'body');
  if (!body) throw new Error('the page has no <body>');
  return body.childNodes.map(treeOf).filter((node) => node !== null);
}
