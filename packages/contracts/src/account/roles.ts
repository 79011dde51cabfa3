/**
 * Who a user can be (§6). Zod-free on purpose: the database's CHECK, server-kit's guard and
 * browser code read the one list without pulling a validation library in.
 *
 * `shopper` is every signed-in user and is never stored; the others are granted rows of
 * `account.user_roles`. Printer and brand page manager are modelled now, their screens come later.
 */
export const ROLES = ['shopper', 'crafter', 'printer', 'brand_page_manager', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that are granted (stored), in ROLES order: every role but `shopper`. */
export const GRANTED_ROLES = ['crafter', 'printer', 'brand_page_manager', 'staff', 'admin'] as const satisfies readonly Role[];
export type GrantedRole = (typeof GRANTED_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  shopper: 'Shopper',
  crafter: 'Crafter',
  printer: 'Printer',
  brand_page_manager: 'Brand page manager',
  staff: 'Staff',
  admin: 'Admin',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function isGrantedRole(value: string): value is GrantedRole {
  return (GRANTED_ROLES as readonly string[]).includes(value);
}
