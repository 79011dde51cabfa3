import type { Area } from '@storefront/routing';

/** Each area renders into its own element, so one area's failure never blanks another's. */
export function slotFor(area: Pick<Area, 'name' | 'slot'>): HTMLElement {
  const id = `sf-area-${area.name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    el.dataset.area = area.name;
    const parent = document.getElementById(area.slot === 'header' ? 'sf-header' : 'sf-main') ?? document.body;
    parent.append(el);
  }
  return el;
}
