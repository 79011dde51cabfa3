import type { ProductDetail } from '@storefront/contracts';

/** "52% cotton, 48% polyester", largest share first. */
export function materialsText(materials: ProductDetail['materials']): string {
  return [...materials]
    .sort((a, b) => b.percent - a.percent)
    .map((m) => `${m.percent}% ${m.name}`)
    .join(', ');
}

export function Materials({ materials }: { materials: ProductDetail['materials'] }) {
  if (materials.length === 0) return null;
  return (
    <div className="pdp-spec">
      <dt>Materials</dt>
      <dd>{materialsText(materials)}</dd>
    </div>
  );
}
