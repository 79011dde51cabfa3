/**
 * Product attributes a listing filters on beyond colour, size and material, held per product as
 * `group:value` strings (catalog.products.attributes). A digital asset's file formats and tags are
 * the groups today; a new kind's facet is a new group here, not a new column.
 */
export const ATTRIBUTE_FACETS = ['format', 'tag'] as const;
export type AttributeFacet = (typeof ATTRIBUTE_FACETS)[number];

/** Values are compared lower-cased, so "SVG" and "svg" are one facet value. */
export const attributeOf = (group: AttributeFacet, value: string): string => `${group}:${value.trim().toLowerCase()}`;

/** The group and value of a stored attribute, or null for one of no known group. */
export function parseAttribute(attribute: string): { group: AttributeFacet; value: string } | null {
  const at = attribute.indexOf(':');
  const group = attribute.slice(0, at) as AttributeFacet;
  if (at <= 0 || !ATTRIBUTE_FACETS.includes(group)) return null;
  return { group, value: attribute.slice(at + 1) };
}

/** A digital asset's attributes: its formats and tags, distinct and sorted (as the listing row holds them). */
export function assetAttributes(asset: { formats: readonly string[]; tags: readonly string[] }): string[] {
  const all = [...asset.formats.map((f) => attributeOf('format', f)), ...asset.tags.map((t) => attributeOf('tag', t))];
  return [...new Set(all)].sort();
}

/** How a format value is shown: file formats are initialisms (SVG, PNG, PDF). */
export const formatLabel = (value: string): string => value.toUpperCase();
