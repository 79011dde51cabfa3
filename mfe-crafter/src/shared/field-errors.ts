/** Field errors as the services name them ("lines.0.unit_price"): those under `prefix`, with it removed. */
export function errorsUnder(errors: Record<string, string[]>, prefix: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const lead = `${prefix}.`;
  for (const [path, messages] of Object.entries(errors)) if (path.startsWith(lead)) out[path.slice(lead.length)] = messages;
  return out;
}
