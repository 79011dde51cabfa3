import type { CartLine, OrderLine } from '@storefront/contracts';

/** What a digital asset's line says instead of a delivery date: the files download at once. */
export const INSTANT_DOWNLOAD = 'Instant download';

/** Whether every line is a licence of a digital asset: nothing ships (no free-shipping progress, no speeds). */
export function allDigital(lines: readonly (CartLine | OrderLine)[]): boolean {
  return lines.length > 0 && lines.every((l) => l.digital_asset !== undefined);
}

/** Whether some line is a licence of a digital asset (the thank-you page then lists the downloads). */
export function hasDigital(lines: readonly (CartLine | OrderLine)[]): boolean {
  return lines.some((l) => l.digital_asset !== undefined);
}

/** A line's name for its controls: an asset's title and licence ("Retro Sunset, Standard licence"), else its title. */
export function lineName(line: CartLine): string {
  return line.digital_asset ? `${line.product.title}, ${line.digital_asset.licence_label}` : line.product.title;
}
