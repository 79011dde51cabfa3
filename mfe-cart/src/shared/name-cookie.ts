/**
 * Whether the `name` cookie (§3, §6: the signed-in shopper's display name) is set: the same signal
 * the header uses for "Sign In" versus a greeting, read at render because a sign-in elsewhere on the
 * page does not change the served page data.
 */
export function hasNameCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((pair) => {
    const eq = pair.indexOf('=');
    return eq !== -1 && pair.slice(0, eq).trim() === 'name' && pair.slice(eq + 1).trim() !== '';
  });
}
