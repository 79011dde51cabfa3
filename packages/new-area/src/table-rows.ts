/**
 * The tables a new area is wired into carry a marker line (`new:area <table>`) where rows go:
 * the generator inserts a row just above it, with the marker's indentation, and refuses to add
 * a row twice.
 */
export function insertRow(text: string, table: string, row: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.includes(`new:area ${table}`));
  if (at === -1) throw new Error(`no "new:area ${table}" marker line to insert the row above`);
  const indent = /^\s*/.exec(lines[at]!)![0];
  const rowLines = row.split('\n').map((l) => (l ? indent + l : l));
  // the row's most telling line (a multi-line row opens with a bare brace)
  const telling = rowLines.map((l) => l.trim()).reduce((a, b) => (b.length > a.length ? b : a));
  if (lines.some((l) => l.trim() === telling)) throw new Error(`"${telling}" is already in the ${table} table`);
  lines.splice(at, 0, ...rowLines);
  return lines.join('\n');
}
