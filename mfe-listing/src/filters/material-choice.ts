// The material percentage filter's rules (§4, §5), apart from the component so they read plainly.
import { MATERIALS, readMaterialRange, type Material } from '@storefront/contracts';
import type { MaterialRange } from '../listing/listing-url';

export interface MaterialChoice {
  /** '' until a material is chosen */
  material: Material | '';
  min: number;
  max: number;
}

export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;
export const NO_MATERIAL: MaterialChoice = { material: '', min: PERCENT_MIN, max: PERCENT_MAX };

/** The material filter in the address, if any (the first valid `{material}_range`). */
export function activeMaterialRange(params: URLSearchParams): MaterialRange | null {
  for (const material of MATERIALS) {
    const raw = params.get(`${material}_range`);
    if (raw === null) continue;
    const range = readMaterialRange(raw);
    if (range) return { material, min: range[0], max: range[1] };
  }
  return null;
}

export function initialChoice(params: URLSearchParams): MaterialChoice {
  return activeMaterialRange(params) ?? NO_MATERIAL;
}

/** A range that narrows 0–100 %: the two-thumb form of the spec's "slider value above 0". */
function narrows(c: MaterialChoice): boolean {
  return c.min > PERCENT_MIN || c.max < PERCENT_MAX;
}

/**
 * Apply is enabled only for a chosen material whose choice differs from the initial one, and
 * only when the range narrows the results or the range itself was changed (§4, §5).
 */
export function canApply(initial: MaterialChoice, choice: MaterialChoice): boolean {
  if (choice.material === '') return false;
  const rangeChanged = choice.min !== initial.min || choice.max !== initial.max;
  const differs = rangeChanged || choice.material !== initial.material;
  return differs && (narrows(choice) || rangeChanged);
}

/** Thumbs never cross: moving one past the other stops at it. */
export function withMin(c: MaterialChoice, min: number): MaterialChoice {
  return { ...c, min: Math.min(Math.max(min, PERCENT_MIN), c.max) };
}

export function withMax(c: MaterialChoice, max: number): MaterialChoice {
  return { ...c, max: Math.max(Math.min(max, PERCENT_MAX), c.min) };
}
