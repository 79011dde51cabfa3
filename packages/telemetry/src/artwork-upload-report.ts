import type { ProblemReport, ReportAttributes } from './report-problem';

/**
 * §8 "Artwork upload error … tracked and reported": one failed artwork upload, under one name
 * (`artwork.upload`) whichever area sent it, so their failures read together. Facts about the
 * failure and the file's kind and size (when the file was had), never its name or bytes: they
 * may say who the shopper is.
 */
export function artworkUploadReport(
  error: unknown,
  failure: { status: number | undefined; code: string | undefined },
  file: Blob | null,
  extra: ReportAttributes = {},
): ProblemReport {
  return {
    name: 'artwork.upload',
    error,
    attributes: {
      'http.response.status_code': failure.status,
      'error.code': failure.code,
      ...(file ? { 'file.type': file.type || 'unknown', 'file.size': file.size } : {}),
      ...extra,
    },
  };
}
