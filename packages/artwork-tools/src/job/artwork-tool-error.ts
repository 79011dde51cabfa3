// Why a tool refused its input: a code for the route to map and a sentence the shopper can act on.

export type ArtworkToolErrorCode = 'unreadable_image' | 'too_many_pixels' | 'empty_artwork' | 'invalid_options';

export class ArtworkToolError extends Error {
  override readonly name = 'ArtworkToolError';

  constructor(
    readonly code: ArtworkToolErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isArtworkToolError(error: unknown): error is ArtworkToolError {
  return error instanceof ArtworkToolError;
}
