/** A cookie's raw value from `document.cookie` (or the string given), or null when it is not set. */
export function readCookie(name: string, cookie: string = document.cookie): string | null {
  for (const pair of cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The signed-in shopper's display name from the `name` cookie (§3, §6), or null for a guest.
 * The server form-encodes it, so `+` is a space; a malformed escape falls back to the raw text.
 */
export function readNameCookie(cookie: string = document.cookie): string | null {
  const found = readCookie('name', cookie);
  if (found === null) return null;
  const raw = found.replace(/\+/g, ' ');
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    value = raw;
  }
  const name = value.trim();
  return name === '' ? null : name;
}
