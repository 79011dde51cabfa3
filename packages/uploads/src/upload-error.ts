// Why an upload was refused: an HTTP status (the route answers it as is) and a sentence the
// shopper can act on, naming the limit or what was found.

export type UploadErrorStatus = 413 | 415 | 422;

export type UploadErrorCode =
  | 'empty_file'
  | 'file_too_large'
  | 'too_many_pixels'
  | 'too_few_pixels'
  | 'unsupported_type'
  | 'unreadable_pdf'
  | 'pdf_encrypted'
  | 'pdf_too_complex'
  | 'unreadable_image'
  | 'unsafe_svg';

const STATUS_OF: Record<UploadErrorCode, UploadErrorStatus> = {
  empty_file: 422,
  file_too_large: 413,
  too_many_pixels: 413,
  too_few_pixels: 422,
  unsupported_type: 415,
  unreadable_pdf: 422,
  pdf_encrypted: 422,
  pdf_too_complex: 422,
  unreadable_image: 422,
  unsafe_svg: 422,
};

export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly status: UploadErrorStatus;

  constructor(
    readonly code: UploadErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = STATUS_OF[code];
  }
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}
