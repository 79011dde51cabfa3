/**
 * Page switches a page sets on its <html> element (the document, not page data, so a server-rendered
 * or CMS page can set them without a contract change):
 *   data-account-popup="off"  never show the account popup on this page
 *   data-account-popup="on"   show it to signed-in shoppers too (guests see it unless "off")
 *   data-saved-carts="off"    saved carts are disabled: the dropdown does not load them (§5)
 */
export type AccountPopupFlag = 'off' | 'on' | null;

// the server renderer has no document: no flags there (ARCHITECTURE §2.4)
const documentRoot = (): HTMLElement | null => (typeof document === 'undefined' ? null : document.documentElement);

export function accountPopupFlag(root: HTMLElement | null = documentRoot()): AccountPopupFlag {
  const value = root?.dataset.accountPopup;
  return value === 'off' || value === 'on' ? value : null;
}

export function savedCartsDisabled(root: HTMLElement | null = documentRoot()): boolean {
  return root?.dataset.savedCarts === 'off';
}
