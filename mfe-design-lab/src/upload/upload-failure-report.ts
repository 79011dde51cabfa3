import type { RequestFailure } from '@storefront/http';
import type { ProblemReport, ReportAttributes } from '@storefront/telemetry';

/**
 * §8 "Artwork upload error … tracked and reported": the report of one failed upload. Facts about
 * the failure and the file's kind and size, never its name or bytes (they may say who the shopper is).
 */
export function uploadFailureReport(error: unknown, failure: RequestFailure, file: File, extra: ReportAttributes = {}): ProblemReport {
  return {
    name: 'artwork.upload',
    error,
    attributes: {
      'http.response.status_code': failure.status,
      'error.code': failure.code,
      'file.type': file.type || 'unknown',
      'file.size': file.size,
      ...extra,
    },
  };
}
