/** A lettering transfer as an order line keeps it (`order_lines.letters`): what the shop sets and prints. */
export interface LettersSnapshot {
  text: string;
  font: 'inter' | 'inter-bold' | 'bebas-neue' | 'pacifico' | 'roboto-slab';
  height_in: number;
  width_in: number;
  colour: string;
  characters: number;
}

export function isLettersSnapshot(value: unknown): value is LettersSnapshot {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.text === 'string' && typeof v.font === 'string' && typeof v.height_in === 'number' && typeof v.width_in === 'number' && typeof v.colour === 'string';
}
