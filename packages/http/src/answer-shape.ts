import { UNREADABLE_ANSWER } from './read-failure';

// Hand-written checks of an answer's shape, for the pages that must not ship a validation library
// (home, listing, the design lab's start page: ARCHITECTURE "Light pages"). zod stays on the server
// and in screens that load it anyway.

export type AnswerFields = Record<string, unknown>;

export const isRecord = (v: unknown): v is AnswerFields => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInt = (v: unknown): v is number => Number.isInteger(v);
export const isText = (v: unknown): v is string => typeof v === 'string';
export const isListOf = <T>(v: unknown, item: (x: unknown) => x is T): v is T[] => Array.isArray(v) && v.every(item);

/**
 * The error for an answer of a shape the area does not know: readFailure shows its message as it
 * is, so the shopper reads UNREADABLE_ANSWER and the console the path and the area.
 */
export function unreadableAnswer(path: string, area: string): Error {
  const error = new Error(UNREADABLE_ANSWER, { cause: `${path} answered a shape the ${area} does not know` });
  error.name = 'UnreadableAnswer';
  return error;
}
