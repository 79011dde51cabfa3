/**
 * The names of cart lines whose controls must not share a name: each line's label, and where
 * several lines read the same, which of them ("Gang sheet 22 × 240 in (2 of 3)"), in cart order.
 */
export function numberedLineNames(lines: readonly { id: string; label: string }[]): Map<string, string> {
  const total = new Map<string, number>();
  for (const l of lines) total.set(l.label, (total.get(l.label) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const l of lines) {
    const of = total.get(l.label)!;
    const nth = (seen.get(l.label) ?? 0) + 1;
    seen.set(l.label, nth);
    names.set(l.id, of === 1 ? l.label : `${l.label} (${nth} of ${of})`);
  }
  return names;
}
