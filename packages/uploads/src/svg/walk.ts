// Element walks that stay linear on jsdom: its live collections (getElementsByTagName,
// children) re-scan the tree on indexed access, so Array.from over them is quadratic and a
// 20,000-element SVG took minutes.

/** The root and every element under it, in document order. */
export function elementsOf(root: Element): Element[] {
  const out: Element[] = [];
  let node: Element | null = root;
  while (node) {
    out.push(node);
    if (node.firstElementChild) {
      node = node.firstElementChild;
      continue;
    }
    while (node && node !== root && !node.nextElementSibling) node = node.parentElement;
    node = node && node !== root ? node.nextElementSibling : null;
  }
  return out;
}

export function childElements(element: Element): Element[] {
  const out: Element[] = [];
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) out.push(child);
  return out;
}
