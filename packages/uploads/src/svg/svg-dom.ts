// One jsdom window and one DOMPurify bound to it, made on first use: a window costs tens of
// milliseconds and a lot of memory, and sanitize() is synchronous, so sharing them is safe.
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const PARSER_ERROR_NS = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';

export interface SvgDom {
  window: JSDOM['window'];
  purify: DOMPurify;
}

let shared: SvgDom | undefined;

export function svgDom(): SvgDom {
  if (!shared) {
    const { window } = new JSDOM('');
    shared = { window, purify: createDOMPurify(window) };
  }
  return shared;
}

/** The parsed document, or the parser's complaint. jsdom's XML parser never fetches a DTD. */
export function parseXml(text: string): { document: Document } | { error: string } {
  const { window } = svgDom();
  let document: Document;
  try {
    document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const complaint = document.getElementsByTagNameNS(PARSER_ERROR_NS, 'parsererror')[0];
  if (complaint) return { error: (complaint.textContent ?? '').trim() || 'not well-formed XML' };
  return { document };
}

export function serializeXml(node: Node): string {
  return new (svgDom().window.XMLSerializer)().serializeToString(node);
}
