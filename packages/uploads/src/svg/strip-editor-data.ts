// Editors save their own bookkeeping in SVGs: the XML declaration, comments, <metadata> (RDF),
// Inkscape/Sodipodi/Illustrator/Sketch/Affinity elements and attributes in their own
// namespaces. None of it is drawn. DOMPurify would strip it, and anything it strips is refused,
// so every Inkscape file would be. We drop exactly this set first; anything else stays for the
// checks to judge.
import { SVG_NS, XLINK_NS, XMLNS_NS } from './svg-dom';
import { elementsOf } from './walk';

const EDITOR_NAMESPACES = [
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://inkscape.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://ns.adobe.com/', // Illustrator: AdobeIllustrator/10.0/, Extensibility/1.0/, SaveForWeb/1.0/ …
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.serif.com/',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
];

/** SVG-namespace elements that are not drawn and that DOMPurify does not allow. */
const UNDRAWN_SVG_ELEMENTS = new Set(['metadata']);

function isEditorNamespace(namespace: string | null): boolean {
  return namespace !== null && EDITOR_NAMESPACES.some((editor) => namespace.startsWith(editor));
}

export function stripEditorData(root: Element): void {
  const document = root.ownerDocument;
  // Comments and processing instructions inside the root (those outside it are never serialised).
  const walker = document.createTreeWalker(root, 0x80 | 0x40); // SHOW_COMMENT | SHOW_PROCESSING_INSTRUCTION
  const strays: Node[] = [];
  while (walker.nextNode()) strays.push(walker.currentNode);
  for (const node of strays) node.parentNode?.removeChild(node);

  for (const element of elementsOf(root).slice(1)) {
    if (!root.contains(element)) continue; // inside an editor element already removed
    if (isEditorNamespace(element.namespaceURI) || (element.namespaceURI === SVG_NS && UNDRAWN_SVG_ELEMENTS.has(element.localName))) {
      element.remove();
    }
  }
  let usesXlink = false;
  for (const element of elementsOf(root)) {
    for (const attribute of Array.from(element.attributes)) {
      // Prefixed declarations (xmlns:svg, xmlns:inkscape…) go: the serialiser declares what is
      // still used, and a stray `xmlns:svg` would make it write <svg:svg>.
      const prefixedDeclaration = attribute.namespaceURI === XMLNS_NS && attribute.prefix === 'xmlns';
      if (prefixedDeclaration || isEditorNamespace(attribute.namespaceURI)) element.removeAttributeNode(attribute);
      else if (attribute.namespaceURI === XLINK_NS) usesXlink = true;
    }
  }
  // Declared once on the root, where DOMPurify expects it.
  if (usesXlink) root.setAttributeNS(XMLNS_NS, 'xmlns:xlink', XLINK_NS);
}
