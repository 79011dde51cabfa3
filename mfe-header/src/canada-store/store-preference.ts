import { STORE_PREFERENCE_COOKIE } from '@storefront/contracts';

/** The store the visitor chose in the Canada store modal (the `store_preference` cookie), or null. */
export function readStorePreference(cookie: string = document.cookie): 'us' | 'ca' | null {
  for (const pair of cookie.split(';')) {
    const [key, value] = pair.split('=').map((s) => s.trim());
    if (key === STORE_PREFERENCE_COOKIE && (value === 'us' || value === 'ca')) return value;
  }
  return null;
}

/** A browser set to Canadian English or French: the Accept-Language it sends says en-CA or fr-CA. */
export function prefersCanada(languages: readonly string[]): boolean {
  return languages.some((l) => /^(en|fr)-CA$/i.test(l));
}
