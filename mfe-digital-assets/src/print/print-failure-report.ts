import type { RequestFailure } from '@storefront/http';

/**
 * A problem report as @storefront/telemetry's `reportProblem` takes it (the same shape, declared
 * here so the print flow needs no telemetry code of its own: whoever makes the model hands in
 * where reports go).
 */
export interface PrintProblemReport {
  name: string;
  error: unknown;
  attributes?: Record<string, string | number | boolean | undefined>;
}

/**
 * §8 "Artwork upload error … tracked and reported": one failed hand-over of a file to the DTF
 * upload, under the design lab's report name (`artwork.upload`) so both areas' failures read
 * together. Which step failed (getting the stored file, or sending it), what was being printed (a
 * bought design or an upload), and the file's type and size once fetched; never its name or bytes.
 */
export function printUploadFailureReport(
  error: unknown,
  failure: RequestFailure,
  facts: { step: 'fetch' | 'upload'; source: 'purchase' | 'upload'; file: Blob | null },
): PrintProblemReport {
  return {
    name: 'artwork.upload',
    error,
    attributes: {
      'http.response.status_code': failure.status,
      'error.code': failure.code,
      'upload.origin': 'digital-assets.print',
      'print.step': facts.step,
      'print.source': facts.source,
      ...(facts.file ? { 'file.type': facts.file.type || 'unknown', 'file.size': facts.file.size } : {}),
    },
  };
}
