// The name shown back to the shopper. Only ever displayed: storage keys come from the content
// hash, so nothing here can reach a path. Still cleaned, because it is echoed into HTML,
// download headers and the shop's order screens.

const MAX_STEM_LENGTH = 80;
const FALLBACK_STEM = 'upload';

// C0/C1 controls and DEL, bidi overrides/isolates (a name like "gnp.exe" shown reversed),
// zero-width characters, and characters Windows and download headers cannot carry.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff"*:<>?|]/g;

/**
 * `../../etc/passwd.png` → `passwd.png`. The stem is the last path segment with its extension
 * dropped (a lying extension must not survive), then the extension of what is actually stored.
 */
export function safeDisplayName(declaredName: string, storedExtension: string): string {
  // Bounded before any pattern runs: a name is shopper input of any length.
  const lastSegment = (declaredName.split(/[/\\]/).pop() ?? '').slice(0, 1000);
  let stem = lastSegment
    .normalize('NFC')
    .replace(/[\t\n\r\v\f]/g, ' ') // whitespace controls separate words; other controls just go
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (stem.length > MAX_STEM_LENGTH) stem = truncateByCodePoint(stem, MAX_STEM_LENGTH).trim();
  return `${stem || FALLBACK_STEM}.${storedExtension}`;
}

// Never split a surrogate pair: half of one is text PostgreSQL refuses.
function truncateByCodePoint(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}
