import { z } from 'zod';
import { money, storeCode } from '../common';
import { image } from '../catalog/image';
import { productCard } from '../catalog/product';
import { LICENCES } from './licences';

// The digital-assets service's API (issue 13). Paths:
//   GET    /api/digital-assets/home.json?store=                 the area page: featured (carousel) and new (slider)
//   GET    /api/digital-assets/assets/{slug}.json?store=        one asset's page
//   POST   /api/digital-assets/uploads?name=&slug=              body = the file's bytes → 201 uploadedFile
//   GET    /api/digital-assets/uploads.json?slug=               the shopper's files (on that asset page, or all)
//   GET    /api/digital-assets/{slug}/upload_file_ids.json      §7: the ids alone
//   GET    /api/digital-assets/uploads/{id}/file                the stored file, to its owner only
//   DELETE /api/digital-assets/uploads/{id}                     → { count }
//   GET    /api/digital-assets/purchases.json                   bought assets with signed download links
//   GET    /api/digital-assets/downloads/{token}                the file, for the buyer only, until the link expires
//   GET    /api/digital-assets/licences/{order_line_id}/certificate.pdf
//   POST   /api/digital-assets/prints                           count units against the licence, make the print file

export const licence = z.enum(LICENCES);

export const assetSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a product slug') }).strict();
export const digitalStoreQuery = z.object({ store: storeCode.default('us') }).strict();

export const licenceOffer = z.object({
  licence,
  label: z.string(),
  sku: z.string(),
  price: money,
  /** printed units one licence allows; null: no cap */
  print_cap: z.number().int().nullable(),
  pod_as_is: z.boolean(),
  terms: z.array(z.string()),
});
export type LicenceOffer = z.infer<typeof licenceOffer>;

export const digitalAsset = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  catalog_number: z.string(),
  author: z.string(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  category: z.object({ slug: z.string(), name: z.string() }),
  business_line: z.literal('digital'),
  formats: z.array(z.string()),
  tags: z.array(z.string()),
  /** the carousel: the design alone, then on products */
  previews: z.array(image),
  licences: z.array(licenceOffer),
  store: storeCode,
});
export type DigitalAsset = z.infer<typeof digitalAsset>;

export const assetResponse = z.object({
  asset: digitalAsset,
  /** the slider: more by the same author or in the same category */
  related: z.array(productCard),
});
export type AssetResponse = z.infer<typeof assetResponse>;

export const digitalHomeResponse = z.object({ featured: z.array(productCard), newest: z.array(productCard) });
export type DigitalHomeResponse = z.infer<typeof digitalHomeResponse>;

// uploads (§3 uploaded digital-assets file: id, filename, size; delete answers count)
export const assetUploadQuery = z
  .object({
    name: z.string().max(1000).default('artwork'),
    slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a product slug').optional(),
  })
  .strict();
export const uploadedFile = z.object({
  id: z.string(),
  filename: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** the stored file, for its owner (thumbnails, send to print) */
  url: z.string(),
  created_at: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
export const uploadedFilesQuery = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a product slug').optional() }).strict();
export const uploadedFilesResponse = z.object({ files: z.array(uploadedFile) });
export type UploadedFilesResponse = z.infer<typeof uploadedFilesResponse>;
export const uploadFileIdsResponse = z.object({ ids: z.array(z.string()) });
export const uploadIdParams = z.object({ id: z.uuid('must be a file id') }).strict();
export const deleteFileResponse = z.object({ count: z.number().int() });
export type DeleteFileResponse = z.infer<typeof deleteFileResponse>;

// purchases, downloads and certificates
export const purchasedAsset = z.object({
  order_line_id: z.string(),
  order_number: z.string(),
  purchased_at: z.string(),
  product: z.object({ slug: z.string(), title: z.string(), url: z.string(), image }),
  licence,
  licence_label: z.string(),
  quantity: z.number().int(),
  /** printed units allowed over the licences bought; null: no cap */
  print_cap: z.number().int().nullable(),
  units_used: z.number().int(),
  /** signed, time-limited links only the buyer can use */
  downloads: z.array(z.object({ format: z.string(), url: z.string(), expires_at: z.string() })),
  certificate_url: z.string(),
});
export type PurchasedAsset = z.infer<typeof purchasedAsset>;
export const purchasesQuery = z.object({ order_number: z.string().regex(/^R\d{9}$/, 'must be an order number').optional() }).strict();
export const purchasesResponse = z.object({ purchases: z.array(purchasedAsset) });
export type PurchasesResponse = z.infer<typeof purchasesResponse>;
export const downloadParams = z.object({ token: z.string().min(1).max(512) }).strict();
export const certificateParams = z.object({ order_line_id: z.uuid('must be an order line id') }).strict();

// send to print: a bought asset counts units against its licence; an upload is sent as it is
export const printBody = z
  .object({
    order_line_id: z.uuid('must be an order line id'),
    units: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000, 'must be at most 100000'),
  })
  .strict();
export type PrintBody = z.infer<typeof printBody>;
export const printResponse = z.object({
  /** the file to hand the DTF upload as `digital_assets_file_id` */
  file_id: z.string(),
  file_url: z.string(),
  units_used: z.number().int(),
  print_cap: z.number().int().nullable(),
  /** past NEAR_CAP_SHARE of the cap: the page offers the extended licence */
  near_cap: z.boolean(),
});
export type PrintResponse = z.infer<typeof printResponse>;
