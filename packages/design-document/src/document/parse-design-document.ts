import type { z } from 'zod';
import { DESIGN_DOCUMENT_VERSION, designDocument, type DesignDocument } from './design-document';
import { designDocumentV1 } from './design-document-v1';
import { migrateV1ToV2 } from './migrate-v1';
import type { PrintAreasBySide } from './print-area';
import { failed, succeeded, type DocumentProblem, type Outcome } from '../outcome/outcome';

/** The versions `parseDesignDocument` reads: older ones are migrated forward. */
export const READABLE_DESIGN_DOCUMENT_VERSIONS = [1, DESIGN_DOCUMENT_VERSION] as const;

/** `sides.front.layers.3.font`; the document itself is `(document)`. */
function pathOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(document)' : path.map(String).join('.');
}

function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[pathOf(issue.path)] ??= []).push(issue.message);
  return fieldErrors;
}

function invalidDesign(fieldErrors: Record<string, string[]>): DocumentProblem {
  const [first] = Object.entries(fieldErrors);
  const more = Object.keys(fieldErrors).length - 1;
  const detail = first ? `${first[0]}: ${first[1].join('; ')}${more > 0 ? ` (and ${more} more)` : ''}` : 'unreadable';
  return { kind: 'malformed', code: 'invalid_design', message: `The design is not valid: ${detail}.`, fieldErrors };
}

function check(candidate: unknown): Outcome<DesignDocument> {
  const parsed = designDocument.safeParse(candidate);
  return parsed.success ? succeeded(parsed.data) : failed(invalidDesign(fieldErrorsOf(parsed.error)));
}

/**
 * Reads a design document of any known version: older versions are migrated forward and the
 * result is validated with the current schema, so callers only ever see a v2 document. A failure
 * names every bad field by its dotted path (in the version that was sent for a structural error,
 * in v2 terms if only the migrated document is wrong) so a service can answer 400 with the path.
 *
 * `areas` are the product's print areas in inches; only v1 needs them (it stored fractions).
 */
export function parseDesignDocument(input: unknown, areas: PrintAreasBySide): Outcome<DesignDocument> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return failed(invalidDesign({ '(document)': ['must be a design document (a JSON object)'] }));
  }
  const version: unknown = (input as { version?: unknown }).version;
  if (version === undefined) return failed(invalidDesign({ version: ['is missing'] }));
  if (version === DESIGN_DOCUMENT_VERSION) return check(input);
  if (version === 1) {
    const v1 = designDocumentV1.safeParse(input);
    if (!v1.success) return failed(invalidDesign(fieldErrorsOf(v1.error)));
    const migrated = migrateV1ToV2(v1.data, areas);
    return migrated.ok ? check(migrated.document) : failed(invalidDesign(migrated.fieldErrors));
  }
  const known = READABLE_DESIGN_DOCUMENT_VERSIONS.join(' and ');
  const shown = typeof version === 'number' ? String(version) : `of type ${typeof version}`;
  const message = `Unknown design document version ${shown}: this version of the store reads versions ${known}.`;
  return failed({ kind: 'malformed', code: 'unknown_design_version', message, fieldErrors: { version: [message] } });
}
