import type { RequestFailure } from '@storefront/http';
import { artworkUploadReport, type ProblemReport, type ReportAttributes } from '@storefront/telemetry';

/** §8 "Artwork upload error … tracked and reported": the report of one failed upload of the design lab's. */
export function uploadFailureReport(error: unknown, failure: RequestFailure, file: File, extra: ReportAttributes = {}): ProblemReport {
  return artworkUploadReport(error, failure, file, extra);
}
