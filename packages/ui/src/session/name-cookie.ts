/**
 * The signed-in shopper's display name from the `name` cookie (§3, §6), or null for a guest.
 * The server form-encodes it, so `+` is a space; a malformed escape falls back to the raw text.
 */
export function readNameCookie(cookie: string = document.cookie): string | null {
  for (const pair of cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== 'name') continue;
    const raw = pair.slice(eq + 1).trim().replace(/\+/g, ' ');
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
    const name = value.trim();
    return name === '' ? null : name;
  }
  return null;
}
