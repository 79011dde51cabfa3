import { z } from 'zod';

// The shopper's DTF artworks (§7 "/api/users/dtf_artworks/…", issue 12): uploaded as multipart
// (`file`, with `catalog_number` and `digital_assets_file_id`), answered with `id` and `url`.
// Every server-side tool adds a version; going back is choosing an earlier one.

/** At most this many artworks per shopper: one more is refused (422) with the limit. */
export const MAX_DTF_ARTWORKS_PER_OWNER = 500;

export const dtfArtworkParams = z.object({ id: z.uuid() }).strict();
export const dtfJobParams = z.object({ id: z.uuid(), jobId: z.uuid() }).strict();
export const dtfFileQuery = z
  .object({
    version: z.coerce.number().int().min(1).max(10_000).optional(),
    /** a thumbnail this many pixels wide (WebP, never wider than the artwork); the PNG itself without it */
    width: z.coerce.number().int().min(16).max(1200).optional(),
  })
  .strict();

/** The multipart fields beside the file (both optional). */
export const dtfUploadFields = z
  .object({
    catalog_number: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes').optional(),
    digital_assets_file_id: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, dashes and underscores').optional(),
  })
  .strict();

export const dtfUploadResponse = z.object({ id: z.string(), url: z.string() });
export type DtfUploadResponse = z.infer<typeof dtfUploadResponse>;

export const DTF_OPERATIONS = ['upload', 'segment', 'color_change', 'cmyk', 'refine'] as const;
export const dtfOperation = z.enum(DTF_OPERATIONS);
export type DtfOperation = z.infer<typeof dtfOperation>;

export const dtfVersion = z.object({
  version: z.number().int(),
  operation: dtfOperation,
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  /** what the tool reported (share of background removed, DPI before and after…) */
  facts: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type DtfVersion = z.infer<typeof dtfVersion>;

export const DTF_JOB_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export const dtfJob = z.object({
  id: z.string(),
  kind: dtfOperation,
  status: z.enum(DTF_JOB_STATUSES),
  /** 0 to 1 */
  progress: z.number(),
  /** the version it made, once done */
  result_version: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DtfJob = z.infer<typeof dtfJob>;

export const dtfArtworkSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** the file of the version in use */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  current_version: z.number().int(),
  catalog_number: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DtfArtworkSummary = z.infer<typeof dtfArtworkSummary>;

export const dtfArtwork = dtfArtworkSummary.extend({
  digital_assets_file_id: z.string().nullable(),
  versions: z.array(dtfVersion),
  /** the tool running on it now, if any (a reloaded page picks its progress up from here) */
  job: dtfJob.nullable(),
});
export type DtfArtwork = z.infer<typeof dtfArtwork>;

export const dtfArtworksResponse = z.object({ artworks: z.array(dtfArtworkSummary), limit: z.number().int() });
export type DtfArtworksResponse = z.infer<typeof dtfArtworksResponse>;

/** PUT /api/users/dtf_artworks/{id}/version: go back (or forward) to one of its versions. */
export const dtfChooseVersionBody = z.object({ version: z.number().int().min(1).max(10_000) }).strict();

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
/** POST …/segment_image: background removal; `tolerance` is the colour distance still counted as background. */
export const dtfSegmentBody = z.object({ tolerance: z.number().min(1).max(100).default(18) }).strict();
/** POST …/color_change: one colour replaced by another. */
export const dtfColorChangeBody = z.object({ from: hex, to: hex, tolerance: z.number().min(0).max(100).default(12) }).strict();
/** POST …/cmyk: the print's look (CMYK round trip). */
export const dtfCmykBody = z.object({}).strict();
/** POST …/redraw_data: trim transparent margins and upscale for the printed width. */
export const dtfRefineBody = z.object({ width_in: z.number().min(0.5).max(22) }).strict();

export const dtfJobResponse = z.object({ job: dtfJob });
export type DtfJobResponse = z.infer<typeof dtfJobResponse>;
