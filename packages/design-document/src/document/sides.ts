import { SIDE_IDS, type DesignDocument, type Side, type SideId } from './design-document';

/** The document's sides in the fixed SIDE_IDS order (not key insertion order), so every reader walks them alike. */
export function sidesOf(doc: DesignDocument): [SideId, Side][] {
  return SIDE_IDS.flatMap((id) => {
    const side = doc.sides[id];
    return side ? [[id, side] as [SideId, Side]] : [];
  });
}
