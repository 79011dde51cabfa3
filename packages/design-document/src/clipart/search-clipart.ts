import { CLIPART, type Clipart } from './clipart-library';

const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** How well one query word matches a clipart: 0 when it does not. */
function wordScore(word: string, clipart: Clipart): number {
  if (clipart.id === word) return 8;
  const nameWords = words(clipart.name);
  if (nameWords.includes(word)) return 6;
  const tagWords = clipart.tags.flatMap(words);
  if (tagWords.includes(word)) return 4;
  if (nameWords.some((w) => w.startsWith(word)) || clipart.id.startsWith(word)) return 3;
  if (tagWords.some((w) => w.startsWith(word))) return 2;
  return 0;
}

/**
 * Clipart matching every word of the query (by id, name or tag, a word's beginning is enough, so
 * "ligh" finds the lightning bolt as the shopper types), best matches first, then library order.
 * An empty query lists the whole library.
 */
export function searchClipart(query: string): Clipart[] {
  const terms = words(query);
  if (terms.length === 0) return [...CLIPART];
  const scored: { clipart: Clipart; score: number; index: number }[] = [];
  CLIPART.forEach((clipart, index) => {
    let score = 0;
    for (const term of terms) {
      const s = wordScore(term, clipart);
      if (s === 0) return;
      score += s;
    }
    scored.push({ clipart, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.clipart);
}
