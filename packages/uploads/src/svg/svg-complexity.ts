// Limits on what it costs to draw an SVG, checked on the parsed tree before anything draws
// it. Twelve nested groups of ten <use> each are 10^12 drawn elements in a few hundred bytes
// (librsvg spends seconds before giving up), and every mockup and print file would draw it.
import { UploadError } from '../upload-error';
import { childElements, elementsOf } from './walk';

/** libxml2 (inside librsvg) refuses deeper documents anyway; refusing here names it. */
export const MAX_SVG_DEPTH = 200;
/** Elements drawn once every <use> is expanded. Detailed vector art is tens of thousands. */
export const MAX_DRAWN_ELEMENTS = 200_000;

export function checkComplexity(root: Element): void {
  const elements = elementsOf(root).slice(1);
  const depth = new Map<Element, number>([[root, 1]]);
  for (const element of elements) {
    // Document order: a parent's depth is always known before its children's.
    const level = (depth.get(element.parentElement as Element) ?? 1) + 1;
    if (level > MAX_SVG_DEPTH) {
      throw new UploadError('unsafe_svg', `The SVG nests elements more than ${MAX_SVG_DEPTH} deep; flatten its groups and upload again.`);
    }
    depth.set(element, level);
  }

  const byId = new Map<string, Element>();
  for (const element of [root, ...elements]) {
    const id = element.getAttribute('id');
    if (id !== null && !byId.has(id)) byId.set(id, element);
  }
  const drawn = measureDrawn(root, byId);
  if (drawn.depth > MAX_SVG_DEPTH) {
    // librsvg stops at 500 nested layers, and each <use> of a <use> is one more.
    throw new UploadError('unsafe_svg', `The SVG nests elements and <use> copies more than ${MAX_SVG_DEPTH} deep; flatten it and upload again.`);
  }
  if (drawn.count > MAX_DRAWN_ELEMENTS) {
    throw new UploadError(
      'unsafe_svg',
      `The SVG draws more than ${MAX_DRAWN_ELEMENTS.toLocaleString('en-US')} elements once its <use> copies are expanded; simplify it and upload again.`,
    );
  }
}

function useTarget(element: Element, byId: Map<string, Element>): Element | undefined {
  if (element.localName !== 'use') return undefined;
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.localName === 'href' && attribute.value.trim().startsWith('#')) return byId.get(attribute.value.trim().slice(1));
  }
  return undefined;
}

/**
 * Elements drawn and nesting depth once <use> is expanded: post-order over children and <use>
 * targets with an explicit stack (a chain of 20,000 uses must not overflow the call stack).
 */
function measureDrawn(root: Element, byId: Map<string, Element>): { count: number; depth: number } {
  const total = new Map<Element, { count: number; depth: number }>();
  const open = new Set<Element>(); // expanded, not finished: exactly the path from the root
  const stack: Array<{ element: Element; expanded: boolean }> = [{ element: root, expanded: false }];
  const dependencies = (element: Element): Element[] => {
    const target = useTarget(element, byId);
    // Inside <defs>, and a <symbol> anywhere, nothing is drawn until a <use> refers to it.
    const drawnChildren = element.localName === 'defs' ? [] : childElements(element).filter((child) => child.localName !== 'symbol');
    return target ? [...drawnChildren, target] : drawnChildren;
  };
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (total.has(top.element)) {
      stack.pop();
      continue;
    }
    if (!top.expanded) {
      top.expanded = true;
      open.add(top.element);
      for (const next of dependencies(top.element)) {
        if (open.has(next)) throw new UploadError('unsafe_svg', 'The SVG has a <use> that refers to itself or to a group containing it; remove the loop and upload again.');
        if (!total.has(next)) stack.push({ element: next, expanded: false });
      }
      continue;
    }
    let count = 1;
    let depth = 1;
    for (const next of dependencies(top.element)) {
      const below = total.get(next);
      count += below?.count ?? 0;
      depth = Math.max(depth, (below?.depth ?? 0) + 1);
    }
    total.set(top.element, { count: Math.min(count, MAX_DRAWN_ELEMENTS + 1), depth });
    open.delete(top.element);
    stack.pop();
  }
  return total.get(root) ?? { count: 0, depth: 0 };
}
