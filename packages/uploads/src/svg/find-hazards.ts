// What makes an SVG unsafe to store, looked for on the parsed XML before DOMPurify runs, so
// the refusal can name it ("onload", "https://…/a.svg"). DOMPurify still runs afterwards as
// the second net: anything it would remove is refused too (sanitize-svg.ts).
import { SVG_NS } from './svg-dom';
import { elementsOf } from './walk';

export type Hazard =
  | { kind: 'script'; what: string }
  | { kind: 'javascript-url'; what: string }
  | { kind: 'embedded-html'; what: string }
  | { kind: 'external-reference'; what: string };

/** A same-document reference: `#id`. */
const FRAGMENT = /^#[^\s#]*$/;
/** The only embedded data a stored SVG may carry: a raster image we can check. */
export const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|jpg|webp);base64,([a-z0-9+/=\s]*)$/i;
/** javascript:, vbscript: and HTML or SVG documents as data, with the spaces and controls browsers skip. */
const SCRIPT_URL = /^(?:javascript|vbscript|livescript)\s*:|^data:\s*(?:text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml)/i;
const CSS_IMPORT = /@import\b/i;
const CSS_ESCAPE = /\\[0-9a-f]{1,6}\s?|\\./gi;

const ANIMATIONS = new Set(['animate', 'set', 'animateTransform', 'animateMotion', 'discard']);
const EMBEDDERS = new Set(['foreignObject', 'iframe', 'embed', 'object', 'handler', 'listener']);

export function findHazards(root: Element): Hazard[] {
  const hazards: Hazard[] = [];
  for (const element of elementsOf(root)) {
    const name = element.localName;
    if (name === 'script') hazards.push({ kind: 'script', what: '<script>' });
    else if (element.namespaceURI !== SVG_NS) hazards.push({ kind: 'embedded-html', what: `<${element.nodeName}>` });
    else if (EMBEDDERS.has(name)) hazards.push({ kind: 'embedded-html', what: `<${name}>` });

    if (ANIMATIONS.has(name)) {
      // <set attributeName="href" to="javascript:…"> changes a link after every check has run.
      const target = (element.getAttribute('attributeName') ?? '').trim().toLowerCase();
      if (/(^|:)href$/.test(target) || target.startsWith('on')) hazards.push({ kind: 'script', what: `<${name} attributeName="${target}">` });
    }
    if (name === 'style') hazards.push(...cssHazards(element.textContent ?? ''));

    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.localName.toLowerCase();
      const value = attribute.value;
      if (attributeName.startsWith('on')) {
        hazards.push({ kind: 'script', what: attribute.name });
        continue;
      }
      if (SCRIPT_URL.test(normalizeUrl(value))) {
        hazards.push({ kind: 'javascript-url', what: `${attribute.name}="${clip(value)}"` });
        continue;
      }
      if (attributeName === 'base' && attribute.prefix === 'xml') {
        // Resolves even "#id" against another document in renderers that honour it.
        hazards.push({ kind: 'external-reference', what: `xml:base="${clip(value)}"` });
        continue;
      }
      if (attributeName === 'href') {
        const url = value.trim();
        if (!FRAGMENT.test(url) && !(name === 'image' && EMBEDDED_IMAGE.test(url))) {
          hazards.push({ kind: 'external-reference', what: clip(url) || `an empty ${attribute.name}` });
        }
        continue;
      }
      if (attributeName === 'style' || value.includes('url(')) hazards.push(...cssHazards(value));
    }
  }
  return hazards;
}

/** url(#id) is a same-document paint server or filter; anything else is an outside file. */
function cssHazards(css: string): Hazard[] {
  const text = css.replace(CSS_ESCAPE, (escape) => unescapeCss(escape));
  const hazards: Hazard[] = [];
  if (CSS_IMPORT.test(text)) hazards.push({ kind: 'external-reference', what: '@import' });
  // CSS functions that load a URL given as a plain string, without url().
  const lower = text.toLowerCase();
  for (const loader of ['image-set(', 'src(']) {
    if (lower.includes(loader)) hazards.push({ kind: 'external-reference', what: loader.slice(0, -1) });
  }
  for (const url of cssUrls(text)) {
    if (url === null) hazards.push({ kind: 'external-reference', what: 'a url() that could not be read' });
    else if (SCRIPT_URL.test(normalizeUrl(url))) hazards.push({ kind: 'javascript-url', what: `url(${clip(url)})` });
    else if (!FRAGMENT.test(url)) hazards.push({ kind: 'external-reference', what: `url(${clip(url)})` });
  }
  return hazards;
}

/**
 * The argument of every `url(` (quotes and spaces trimmed), or null for one that is not closed
 * or holds a quote or comment we will not interpret. Found with indexOf, in one pass.
 */
function cssUrls(css: string): Array<string | null> {
  const lower = css.toLowerCase();
  const urls: Array<string | null> = [];
  for (let at = lower.indexOf('url('); at !== -1; at = lower.indexOf('url(', at)) {
    const close = css.indexOf(')', at + 4);
    if (close === -1) {
      urls.push(null);
      break;
    }
    let argument = css.slice(at + 4, close).trim();
    const quote = argument[0];
    if ((quote === '"' || quote === "'") && argument.endsWith(quote) && argument.length >= 2) argument = argument.slice(1, -1).trim();
    urls.push(/["'\\]|\/\*/.test(argument) ? null : argument);
    at = close + 1;
  }
  return urls;
}

function unescapeCss(escape: string): string {
  const hex = /^\\([0-9a-f]{1,6})\s?$/i.exec(escape);
  if (!hex) return escape.slice(1);
  const codePoint = parseInt(hex[1] ?? '', 16);
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
}

/** Browsers drop ASCII whitespace and controls inside a scheme ("java\tscript:"). */
function normalizeUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return value.replace(/[\u0000-\u0020\u007f]/g, '').replace(/&(?:#0*58|colon);?/gi, ':');
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
}
