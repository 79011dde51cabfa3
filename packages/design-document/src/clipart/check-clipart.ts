import type { DesignDocument } from '../document/design-document';
import { sidesOf } from '../document/sides';
import { failed, succeeded, type Outcome } from '../outcome/outcome';
import { findClipart } from './clipart-library';

/**
 * The schema only checks a clipart id's spelling; this checks the library has it, so a service
 * answers 400 with the layer's path at save or made_add instead of failing later in the renderer.
 */
export function checkClipart(doc: DesignDocument): Outcome<DesignDocument> {
  const fieldErrors: Record<string, string[]> = {};
  for (const [side, content] of sidesOf(doc)) {
    content.layers.forEach((layer, index) => {
      if (layer.kind === 'clipart' && !findClipart(layer.clipart)) fieldErrors[`sides.${side}.layers.${index}.clipart`] = [`no clipart called ${layer.clipart}`];
    });
  }
  const paths = Object.keys(fieldErrors);
  if (paths.length === 0) return succeeded(doc);
  return failed({ kind: 'malformed', code: 'unknown_clipart', message: `The design uses clipart the store does not have: ${paths.join(', ')}.`, fieldErrors });
}
