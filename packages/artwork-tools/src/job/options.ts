// Tool options are checked with zod; a bad option is an ArtworkToolError('invalid_options') naming
// the field, never a crash deep in a pixel loop.
import { z } from 'zod';
import { HEX_COLOUR } from '../color/hex';
import { ArtworkToolError } from './artwork-tool-error';

export const hexColour = z.string().regex(HEX_COLOUR, 'a colour as #rrggbb');

export function parseOptions<T extends z.ZodType>(tool: string, schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'options';
  throw new ArtworkToolError('invalid_options', `${tool}: ${where}: ${issue?.message ?? 'invalid'}`, { cause: parsed.error });
}
