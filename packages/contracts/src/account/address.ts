import { z } from 'zod';

/** The 50 states and DC. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** Provinces and territories. */
export const CA_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

export const addressCountry = z.enum(['US', 'CA']);
export type AddressCountry = z.infer<typeof addressCountry>;

const US_ZIP = /^\d{5}(?:-\d{4})?$/;
// Canada Post: no D F I O Q U anywhere, no W Z in first position
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

/**
 * A US ZIP (12345 or 12345-6789) or a Canadian postal code normalised to "A1A 1A1"; null when
 * the value is not valid for the country.
 */
export function normalizePostalCode(country: AddressCountry, value: string): string | null {
  if (country === 'US') {
    const zip = value.trim();
    return US_ZIP.test(zip) ? zip : null;
  }
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return CA_POSTAL.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
}

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
/** Trimmed text up to `max`; blank or absent becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((s) => (s ? s : null));

/** An optional phone number: digits with the usual separators, at least 7. */
export const optionalPhone = () => optionalText(30).refine((s) => s === null || /^\+?[\d\s().-]{7,}$/.test(s), 'must be a phone number');

const addressFields = {
  name: text(100),
  line1: text(200),
  line2: optionalText(200),
  city: text(100),
  region: z.string().trim().toUpperCase(),
  postal_code: z.string(),
  country: addressCountry,
  phone: optionalPhone(),
};

/** Region and postal code must belong to the country. */
function checkRegionAndPostalCode(a: { country: AddressCountry; region: string; postal_code: string }, ctx: z.RefinementCtx): void {
  const regions: readonly string[] = a.country === 'US' ? US_STATES : CA_PROVINCES;
  if (!regions.includes(a.region)) {
    ctx.addIssue({
      code: 'custom',
      path: ['region'],
      message: a.country === 'US' ? 'must be a US state code such as NY or DC' : 'must be a Canadian province or territory code such as ON or QC',
    });
  }
  if (normalizePostalCode(a.country, a.postal_code) === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['postal_code'],
      message: a.country === 'US' ? 'must be a ZIP code like 12345 or 12345-6789' : 'must be a postal code like A1A 1A1',
    });
  }
}

function withNormalizedPostalCode<T extends { country: AddressCountry; postal_code: string }>(a: T): T {
  return { ...a, postal_code: normalizePostalCode(a.country, a.postal_code) ?? a.postal_code };
}

/**
 * POST /account/addresses, PUT /api/account/addresses/:id. Region and postal code are checked
 * against the country; the output has them normalised (upper-case region, "A1A 1A1").
 */
export const addressBody = z
  .object({ ...addressFields, is_default: z.boolean().default(false) })
  .strict()
  .superRefine(checkRegionAndPostalCode)
  .transform(withNormalizedPostalCode);
export type AddressBody = z.input<typeof addressBody>;
export type AddressInput = z.output<typeof addressBody>;

export const savedAddress = z.object({
  id: z.string(),
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: addressCountry,
  phone: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

export const addressResponse = z.object({ address: savedAddress });
export type AddressResponse = z.infer<typeof addressResponse>;

/** GET /api/account/addresses: default first, then newest */
export const addressListResponse = z.object({ addresses: z.array(savedAddress) });
export type AddressListResponse = z.infer<typeof addressListResponse>;

export const addressParams = z.object({ id: z.uuid('must be an address id') }).strict();

/**
 * A shipping address without account bookkeeping: POST /api/addresses/validate, and the checkout's
 * ship_address. Same rules and normalisation as addressBody.
 */
export const shipAddressBody = z.object(addressFields).strict().superRefine(checkRegionAndPostalCode).transform(withNormalizedPostalCode);
export type ShipAddressBody = z.input<typeof shipAddressBody>;
export type ShipAddress = z.output<typeof shipAddressBody>;

/** 200 from POST /api/addresses/validate: the address as it will be used. A bad one is a 422 with fieldErrors. */
export const validatedAddressResponse = z.object({
  address: z.object({
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    region: z.string(),
    postal_code: z.string(),
    country: addressCountry,
    phone: z.string().nullable(),
  }),
});
export type ValidatedAddressResponse = z.infer<typeof validatedAddressResponse>;
