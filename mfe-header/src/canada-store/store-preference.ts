import { STORE_PREFERENCE_COOKIE } from '@storefront/contracts';
import { readCookie } from '@storefront/ui';

/** The store the visitor chose in the Canada store modal (the `store_preference` cookie), or null. */
export function readStorePreference(cookie: string = document.cookie): 'us' | 'ca' | null {
  const value = readCookie(STORE_PREFERENCE_COOKIE, cookie);
  return value === 'us' || value === 'ca' ? value : null;
}

/** A browser set to Canadian English or French: the Accept-Language it sends says en-CA or fr-CA. */
export function prefersCanada(languages: readonly string[]): boolean {
  return languages.some((l) => /^(en|fr)-CA$/i.test(l));
}
