import type { RequestFailure } from '@storefront/http';
import { artworkUploadReport, type ProblemReport } from '@storefront/telemetry';

/** A problem report as @storefront/telemetry's `reportProblem` takes it. */
export type PrintProblemReport = ProblemReport;

/**
 * One failed hand-over of a file to the DTF upload, reported as the design lab's own failed
 * uploads are (`artwork.upload`): which step failed (getting the stored file, or sending it), what
 * was being printed (a bought design or an upload), and the file's type and size once fetched.
 */
export function printUploadFailureReport(
  error: unknown,
  failure: RequestFailure,
  facts: { step: 'fetch' | 'upload'; source: 'purchase' | 'upload'; file: Blob | null },
): PrintProblemReport {
  return artworkUploadReport(error, failure, facts.file, { 'upload.origin': 'digital-assets.print', 'print.step': facts.step, 'print.source': facts.source });
}
