// The error a tool throws when its job's AbortSignal fires: distinct from every other failure, so a
// caller can tell "the shopper cancelled" from "the image is bad" and answer neither as a crash.

export class ToolCancelled extends Error {
  override readonly name = 'ToolCancelled';

  constructor(
    /** the tool that stopped, e.g. `removeBackground` */
    readonly tool: string,
    options?: { cause?: unknown },
  ) {
    super(`${tool} was cancelled before it finished; nothing was produced.`, options);
  }
}

export function isToolCancelled(error: unknown): error is ToolCancelled {
  return error instanceof ToolCancelled;
}
