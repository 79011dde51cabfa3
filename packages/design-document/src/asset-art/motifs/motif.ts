import type { ArtCanvas, Face } from '../art-canvas';
import type { ArtRandom } from '../art-random';

/**
 * Draws one theme's subject into the face's circle, in the main, detail and accent inks, and
 * answers what it drew ("Sunset", "Fox"): the demo catalog titles an asset by its art.
 */
export type Motif = (c: ArtCanvas, rng: ArtRandom, f: Face) => string;
