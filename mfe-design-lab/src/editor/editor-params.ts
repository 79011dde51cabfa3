const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EditorParams {
  slug: string | null;
  color: number | null;
  /** `&project=`: a saved project to open (My designs), instead of the latest on this garment */
  project: string | null;
  /** `&made_design_id=`: a design of the cart to edit ("Edit design"); saving updates that cart line */
  madeDesignId: string | null;
}

/** `?product={slug}&color={composition}`: the slug as the service spells slugs, the colour a positive whole number, ids uuids. */
export function editorParams(search: string): EditorParams {
  const query = new URLSearchParams(search);
  const slug = query.get('product');
  const color = Number(query.get('color'));
  const uuid = (name: string) => {
    const v = query.get(name);
    return v && UUID.test(v) ? v.toLowerCase() : null;
  };
  return {
    slug: slug && SLUG.test(slug) ? slug : null,
    color: Number.isInteger(color) && color > 0 ? color : null,
    project: uuid('project'),
    madeDesignId: uuid('made_design_id'),
  };
}
