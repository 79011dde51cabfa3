// Words for a custom design's printed sides, shared by the cart and the account's orders. The service names sides by id (front, back,
// left_sleeve, right_sleeve, main: the design document's SIDE_IDS); shoppers read "Front + Back".

/** "left_sleeve" → "Left sleeve"; "main" (the one area of a cap or mug) → "Print area". */
export function sideName(side: string): string {
  if (side === 'main') return 'Print area';
  const words = side.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Front + Back": the sides in the order the service lists them (the document's fixed order). */
export function sidesLabel(sides: readonly { side: string }[]): string {
  return sides.map((s) => sideName(s.side)).join(' + ');
}

/** The mockup URL at another width: the service serves `?width=16…2000`, and answers 600 by default. */
export function mockupAt(url: string, width: number): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('width', String(width));
  return `${path}?${params.toString()}`;
}
