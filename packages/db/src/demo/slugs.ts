export const MAX_SLUG_LENGTH = 100;

/** "Bella+Canvas 3001 Women's Tee" → "bella-canvas-3001-womens-tee" */
export function kebab(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Cuts at a word boundary so a long slug never ends mid-word or with a dash. */
export function truncateSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, max)).replace(/-+$/, '');
}

/** The title's slug, or — when another product already has it — the slug plus the catalog number. */
export function uniqueSlug(title: string, catalogNumber: string, used: Set<string>): string {
  let slug = truncateSlug(kebab(title), MAX_SLUG_LENGTH);
  if (used.has(slug)) {
    const suffix = `-${catalogNumber.toLowerCase()}`;
    slug = `${truncateSlug(slug, MAX_SLUG_LENGTH - suffix.length)}${suffix}`;
  }
  used.add(slug);
  return slug;
}
