// SVG: parse as XML, drop editor bookkeeping, refuse anything active or outside, let DOMPurify
// (SVG profile) confirm there is nothing left to remove, and store its serialisation. The file
// is refused rather than silently changed, so the shop prints what the shopper saw.
import sharp from 'sharp';
import { formatBytes, formatBytesOver, type UploadLimits } from '../limits';
import { checkDimensions } from '../process/dimensions';
import { UploadError } from '../upload-error';
import { checkEmbeddedImages } from './embedded-images';
import { findHazards, type Hazard } from './find-hazards';
import { intrinsicSize } from './intrinsic-size';
import { stripEditorData } from './strip-editor-data';
import { checkComplexity } from './svg-complexity';
import { parseXml, serializeXml, SVG_NS, svgDom, XHTML_NS } from './svg-dom';

export interface ProcessedSvg {
  bytes: Uint8Array;
  width: number;
  height: number;
}

// Declarations that only live in a DOCTYPE's internal subset: entities expand on parsing (a
// "billion laughs" is a few hundred bytes) and ATTLIST can add default attributes (an onload).
// No editor writes them. Fixed strings, so the scan is linear.
const DTD_DECLARATION = /<!(?:ENTITY|ATTLIST|ELEMENT|NOTATION)/i;

/**
 * Whether the bytes are text that starts like an SVG document (so a failure is "broken SVG",
 * not "not an image"): an XML declaration, comments and DOCTYPEs may come first. A scanner,
 * not a regular expression: the obvious pattern backtracks for minutes on 6,000 comments.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024));
  let at = head.charCodeAt(0) === 0xfeff ? 1 : 0;
  const skipSpace = () => {
    while (at < head.length && /\s/.test(head[at]!)) at++;
  };
  const skipPast = (end: string) => {
    const found = head.indexOf(end, at);
    at = found === -1 ? head.length : found + end.length;
  };
  for (;;) {
    skipSpace();
    if (head.startsWith('<?', at)) skipPast('?>');
    else if (head.startsWith('<!--', at)) skipPast('-->');
    else if (head.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') {
      // An internal subset ([ … ]) holds '>' of its own.
      const bracket = head.indexOf('[', at);
      const close = head.indexOf('>', at);
      if (bracket !== -1 && (close === -1 || bracket < close)) skipPast(']');
      skipPast('>');
    } else break;
  }
  return head.slice(at, at + 4).toLowerCase() === '<svg' && /^[\s>/]$/.test(head[at + 4] ?? '');
}

export async function processSvg(bytes: Uint8Array, limits: UploadLimits): Promise<ProcessedSvg> {
  if (bytes.byteLength > limits.maxSvgBytes) {
    throw new UploadError('file_too_large', `The SVG is ${formatBytesOver(bytes.byteLength, limits.maxSvgBytes)}; SVG files are limited to ${formatBytes(limits.maxSvgBytes)}.`);
  }
  const text = decodeUtf8(bytes);
  if (DTD_DECLARATION.test(text)) {
    throw unsafe('The SVG declares XML entities or attributes in its DOCTYPE (<!ENTITY>, <!ATTLIST>); export it again without a DOCTYPE and upload again.');
  }
  // Start tags, counted on the text: parsing alone is the slow part for a file of tiny elements.
  const elementCount = text.match(/<[A-Za-z_]/g)?.length ?? 0;
  if (elementCount > limits.maxSvgElements) {
    throw new UploadError(
      'file_too_large',
      `The SVG has ${elementCount.toLocaleString('en-US')} elements; SVG files are limited to ${limits.maxSvgElements.toLocaleString('en-US')}. Simplify it, or export a PNG.`,
    );
  }
  const parsed = parseXml(text);
  if ('error' in parsed) {
    throw new UploadError('unreadable_image', `The SVG could not be read: it is not well-formed XML (${clip(parsed.error)}).`);
  }
  const root = parsed.document.documentElement;
  if (root.localName !== 'svg') {
    throw new UploadError('unreadable_image', `The file starts like an SVG but its root element is <${root.localName}>, not <svg>.`);
  }
  if (root.namespaceURI !== SVG_NS) {
    throw new UploadError('unreadable_image', `The SVG has no SVG namespace; add xmlns="${SVG_NS}" to its <svg> element and upload again.`);
  }

  checkComplexity(root);
  stripEditorData(root);
  const hazard = findHazards(root)[0];
  if (hazard) throw unsafe(describeHazard(hazard));
  await checkEmbeddedImages(root, limits);

  const clean = purify(serializeXml(root));
  // DOMPurify re-parsed the text as HTML; whatever that parse made is checked again, so a
  // difference between the two parsers cannot bring a hazard back.
  const reparsedHazard = findHazards(clean)[0];
  if (reparsedHazard) throw unsafe(describeHazard(reparsedHazard));
  const size = intrinsicSize(clean);
  if (!size) throw new UploadError('unreadable_image', 'The SVG has no size; give its <svg> element a width and height or a viewBox, and upload again.');
  checkDimensions(size.width, size.height, limits);

  const output = new TextEncoder().encode(serializeXml(clean));
  await renderOnce(output, size);
  return { bytes: output, ...size };
}

// Presentation attributes that Illustrator and Inkscape write and DOMPurify's SVG list lacks.
// Plain keywords and numbers: none takes a URL or script.
const HARMLESS_ATTRIBUTES = [
  'baseProfile',
  'enable-background',
  'mix-blend-mode',
  'isolation',
  'paint-order',
  'vector-effect',
  'text-rendering',
  'image-rendering',
  'color-interpolation',
  'color-rendering',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'font-stretch',
  'font-variant',
];

/** DOMPurify with the SVG profile; whatever it would remove is a refusal, named. */
function purify(svgText: string): Element {
  const { purify } = svgDom();
  const fragment = purify.sanitize(svgText, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // DOMPurify drops <use> outright; find-hazards already limits its href to #id.
    ADD_TAGS: ['use'],
    ADD_ATTR: HARMLESS_ATTRIBUTES,
    RETURN_DOM_FRAGMENT: true,
  });
  // DOMPurify reports the HTML <body> it parsed the string into; that is its own wrapper.
  const removed = purify.removed.filter((entry) => !('element' in entry && isWrapperBody(entry.element)));
  if (removed.length > 0) {
    const names = [...new Set(removed.map(describeRemoved))].slice(0, 5).join(', ');
    throw unsafe(`The SVG contains things that cannot be accepted (${names}); remove them and upload again.`);
  }
  const clean = fragment.firstElementChild;
  if (!clean || clean.localName !== 'svg' || clean.namespaceURI !== SVG_NS || fragment.childElementCount !== 1) {
    throw unsafe('The SVG could not be checked safely; export it again and upload the new file.');
  }
  return clean;
}

function isWrapperBody(element: unknown): boolean {
  const node = element as Element | null;
  return !!node && node.namespaceURI === XHTML_NS && node.localName === 'body';
}

function describeRemoved(entry: { element?: unknown; attribute?: unknown }): string {
  if ('attribute' in entry && entry.attribute) return `the attribute ${(entry.attribute as Attr).name}`;
  const element = entry.element as Node | undefined;
  if (!element) return 'content';
  if (element.nodeType === 1) return `<${(element as Element).localName}>`;
  if (element.nodeType === 8) return 'a comment';
  return 'text outside the drawing';
}

/** librsvg draws it once, small, so a file it cannot draw is refused now and not at print time. */
async function renderOnce(svg: Uint8Array, size: { width: number; height: number }): Promise<void> {
  const target = 64;
  // density 72 draws at the intrinsic size; scale it so the render is about 64 px across.
  const density = Math.min(10_000, Math.max(1, (72 * target) / Math.max(size.width, size.height)));
  try {
    await sharp(svg, { density, failOn: 'error', limitInputPixels: 4_000_000 })
      .resize(target, target, { fit: 'inside' })
      .png()
      .toBuffer();
  } catch (error) {
    throw new UploadError('unreadable_image', 'The SVG could not be drawn; export it again from your design program and upload the new file.', { cause: error });
  }
}

function describeHazard(hazard: Hazard): string {
  switch (hazard.kind) {
    case 'script':
      return `The SVG contains a script or event handler (${hazard.what}); remove it and upload again.`;
    case 'javascript-url':
      return `The SVG contains a javascript: link (${hazard.what}); remove it and upload again.`;
    case 'embedded-html':
      return `The SVG contains embedded HTML or objects (${hazard.what}); remove it and upload again.`;
    case 'external-reference':
      return `The SVG refers to an outside file (${hazard.what}); embed the image or remove the reference, and upload again.`;
  }
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch (error) {
    throw new UploadError('unreadable_image', 'The SVG could not be read: it is not UTF-8 text. Save it as UTF-8 and upload again.', { cause: error });
  }
}

function unsafe(message: string): UploadError {
  return new UploadError('unsafe_svg', message);
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}…` : oneLine;
}
