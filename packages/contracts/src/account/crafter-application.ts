import { z } from 'zod';
import { addressCountry, CA_PROVINCES, type AddressCountry } from './address';
import { ROLES } from './roles';

/*
 * Becoming a crafter (issue 14, "Roles"): the business, its country (the stores' two) and the tax
 * numbers that country has, all optional. Numbers are kept normalised, so the same number typed
 * with spaces or without its dash is one value.
 */

/** US Employer Identification Number: NN-NNNNNNN. */
export const EIN_EXAMPLE = '12-3456789';
/** Canada's GST/HST account: the 9-digit business number, program RT, a 4-digit reference. */
export const GST_HST_EXAMPLE = '123456789RT0001';
/** Quebec's QST registration: 10 digits, TQ, a 4-digit reference. */
export const QST_EXAMPLE = '1234567890TQ0001';

const squeeze = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

/** "12-3456789" from "12-3456789", "123456789" or "12 3456789"; null when it is not an EIN. */
export function normalizeEin(value: string): string | null {
  const digits = squeeze(value);
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : null;
}

/** "123456789RT0001" from any spacing, dashes or case; null when it is not a GST/HST number. */
export function normalizeGstHst(value: string): string | null {
  const compact = squeeze(value);
  return /^\d{9}RT\d{4}$/.test(compact) ? compact : null;
}

/** "1234567890TQ0001" from any spacing, dashes or case; null when it is not a QST number. */
export function normalizeQst(value: string): string | null {
  const compact = squeeze(value);
  return /^\d{10}TQ\d{4}$/.test(compact) ? compact : null;
}

/** Empty, null or absent all mean "not given" (a form sends its empty fields). */
const optionalField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((s) => (s ? s : null));

const applicationFields = z
  .object({
    // a custom check: "is required" whoever words the error (the handler words `min(1)` alike)
    business_name: z
      .string()
      .trim()
      .max(120, 'must be at most 120 characters')
      .refine((s) => s.length > 0, 'is required'),
    country: addressCountry,
    /** Canada only, and required there: QST is Quebec's */
    province: optionalField(2).transform((s) => (s ? s.toUpperCase() : null)),
    ein: optionalField(20),
    gst_hst_number: optionalField(30),
    qst_number: optionalField(30),
  })
  .strict();
type ApplicationFields = z.output<typeof applicationFields>;

const NOT_FOR_US = 'is a Canadian tax number: leave it empty for a US business';

/** Each number belongs to its country (QST to Quebec) and has its shape; the errors name the field. */
function checkTaxNumbers(a: ApplicationFields, ctx: z.RefinementCtx): void {
  const issue = (field: keyof ApplicationFields, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (a.country === 'US') {
    if (a.province) issue('province', 'is only asked of Canadian businesses');
    if (a.gst_hst_number) issue('gst_hst_number', NOT_FOR_US);
    if (a.qst_number) issue('qst_number', NOT_FOR_US);
    if (a.ein && !normalizeEin(a.ein)) issue('ein', `must be an EIN like ${EIN_EXAMPLE}`);
    return;
  }
  if (!a.province) issue('province', 'is required for a Canadian business');
  else if (!(CA_PROVINCES as readonly string[]).includes(a.province)) issue('province', 'must be a Canadian province or territory code such as ON or QC');
  if (a.ein) issue('ein', 'is a US tax number: leave it empty for a Canadian business');
  if (a.gst_hst_number && !normalizeGstHst(a.gst_hst_number)) issue('gst_hst_number', `must be a business number like ${GST_HST_EXAMPLE}`);
  if (a.qst_number) {
    if (a.province && a.province !== 'QC') issue('qst_number', 'is only for businesses in Quebec');
    else if (!normalizeQst(a.qst_number)) issue('qst_number', `must be a QST number like ${QST_EXAMPLE}`);
  }
}

function normalized(a: ApplicationFields): ApplicationFields {
  return {
    ...a,
    ein: a.ein && normalizeEin(a.ein),
    gst_hst_number: a.gst_hst_number && normalizeGstHst(a.gst_hst_number),
    qst_number: a.qst_number && normalizeQst(a.qst_number),
  };
}

/** POST /api/users/crafter_application */
export const crafterApplicationBody = applicationFields.superRefine(checkTaxNumbers).transform(normalized);
export type CrafterApplicationBody = z.input<typeof crafterApplicationBody>;
export type CrafterApplication = z.output<typeof crafterApplicationBody>;

export const role = z.enum(ROLES);

/** A crafter's business as kept; `revoked_at` set once an admin revoked the role. */
export const crafterProfile = z.object({
  business_name: z.string(),
  country: addressCountry,
  province: z.string().nullable(),
  ein: z.string().nullable(),
  gst_hst_number: z.string().nullable(),
  qst_number: z.string().nullable(),
  approved_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type CrafterProfile = z.infer<typeof crafterProfile>;
export type CrafterCountry = AddressCountry;

/** GET /api/users/roles.json: the signed-in user's roles, `shopper` first, in ROLES order. */
export const rolesResponse = z.object({ roles: z.array(role) });
export type RolesResponse = z.infer<typeof rolesResponse>;

/** 201 from POST /api/users/crafter_application: approved at once (the demo's rule). */
export const crafterApplicationResponse = z.object({ roles: z.array(role), crafter: crafterProfile });
export type CrafterApplicationResponse = z.infer<typeof crafterApplicationResponse>;

/** GET /api/users/crafter_profile.json (crafters only) */
export const crafterProfileResponse = z.object({ crafter: crafterProfile });
export type CrafterProfileResponse = z.infer<typeof crafterProfileResponse>;

/** POST /api/admin/crafters/:userId/revoke */
export const revokeCrafterParams = z.object({ userId: z.uuid('must be a user id') }).strict();
/** `crafter` is null only for a role granted without an application */
export const revokeCrafterResponse = z.object({ user_id: z.string(), roles: z.array(role), crafter: crafterProfile.nullable() });
export type RevokeCrafterResponse = z.infer<typeof revokeCrafterResponse>;
