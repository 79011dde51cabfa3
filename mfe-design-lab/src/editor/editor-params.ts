/** `?product={slug}&color={composition}`: the slug as the service spells slugs, the colour a positive whole number. */
export function editorParams(search: string): { slug: string | null; color: number | null } {
  const query = new URLSearchParams(search);
  const slug = query.get('product');
  const color = Number(query.get('color'));
  return {
    slug: slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : null,
    color: Number.isInteger(color) && color > 0 ? color : null,
  };
}
