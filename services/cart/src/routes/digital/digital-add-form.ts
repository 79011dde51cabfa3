import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { DIGITAL_ADD_FIELDS } from '@storefront/contracts';
import { HttpError } from '@storefront/server-kit';

/** A field's value may be this many bytes; longer is refused (a SKU is at most 100 characters). */
export const DIGITAL_ADD_FIELD_BYTES = 512;
/** The whole form, when the browser says its length (three short fields and their part headers fit many times over). */
export const DIGITAL_ADD_MAX_BODY_BYTES = 16 * 1024;

/**
 * @fastify/multipart's limits for the form: one field more than it takes, so an unknown one reaches
 * the contract (which names it) rather than a parser limit; one file at most and of no size, so a
 * file part is seen, refused and never read.
 */
export const DIGITAL_ADD_LIMITS = {
  fields: DIGITAL_ADD_FIELDS.length + 1,
  files: 1,
  fileSize: 0,
  parts: DIGITAL_ADD_FIELDS.length + 2,
  fieldSize: DIGITAL_ADD_FIELD_BYTES,
  fieldNameSize: 100,
  headerPairs: 20,
};

/** Field names are echoed only when they are the form's own: anything else is "a field". */
const shown = (name: string) => ((DIGITAL_ADD_FIELDS as readonly string[]).includes(name) ? `The ${name} field` : 'A field');

const READ_FAILED = 'The form could not be read: send it as multipart/form-data with the sku and quantity fields only.';

/** Before the body is read: a form that says it is larger than any this route takes is refused unread. */
export async function refuseLargeForm(req: FastifyRequest): Promise<void> {
  const length = Number(req.headers['content-length']);
  if (Number.isFinite(length) && length > DIGITAL_ADD_MAX_BODY_BYTES) {
    throw new HttpError(413, 'form_too_large', `The form is over ${DIGITAL_ADD_MAX_BODY_BYTES / 1024} KiB; it holds only the sku and quantity fields.`);
  }
}

/**
 * The text fields of digital_add's multipart form, each once, as sent (the contract checks names
 * and values next). Refused with a 4xx: not multipart (415), a file part, a field given twice, a
 * value or name over the limits, too many parts, and a body the parser cannot read (400).
 */
export async function readDigitalAddForm(req: FastifyRequest): Promise<Record<string, string>> {
  if (!req.isMultipart()) throw new HttpError(415, 'multipart_expected', 'Send the form as multipart/form-data with the sku and quantity fields.');
  // no prototype: a field named like an Object member stays an ordinary (unknown) key
  const fields: Record<string, string> = Object.create(null);
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw new HttpError(400, 'unexpected_file', 'This form takes no file: send only the sku and quantity fields.');
      }
      const name = part.fieldname;
      if (part.fieldnameTruncated) throw new HttpError(400, 'invalid_request', 'A field name is too long: send only the sku and quantity fields.');
      if (Object.hasOwn(fields, name)) throw new HttpError(400, 'invalid_request', `${shown(name)} is given more than once.`);
      if (part.valueTruncated) throw new HttpError(400, 'invalid_request', `${shown(name)} is too long (at most ${DIGITAL_ADD_FIELD_BYTES} bytes).`);
      fields[name] = String(part.value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(400, 'unexpected_file', 'This form takes no file: send only the sku and quantity fields.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(400, 'invalid_request', 'The form has too many fields: send only the sku and quantity fields.');
    // busboy's own errors (no boundary, an unfinished or malformed part) and a prototype field name
    throw new HttpError(400, 'bad_multipart', READ_FAILED);
  }
  return { ...fields };
}
