import { useId, useState } from 'react';
import type { SizeChart } from '@storefront/contracts';
import { formatNumber } from '@storefront/store-config';
import { Modal, useShop } from '@storefront/ui';
import { defaultUnit, type LengthUnit } from './size-chart';

function unitNames(locale: string): Record<LengthUnit, string> {
  return { in: 'Inches', cm: locale === 'en-CA' ? 'Centimetres' : 'Centimeters' };
}

/** The chart itself: a units switch, the measurements per size, and how each is taken. */
export function SizeChartTable({ chart }: { chart: SizeChart }) {
  const { code, locale } = useShop();
  const [unit, setUnit] = useState<LengthUnit>(() => defaultUnit(code));
  const group = useId();
  const names = unitNames(locale);
  return (
    <div className="pdp-size-chart__body">
      <p className="pdp-size-chart__name">{chart.name}</p>
      <fieldset className="pdp-size-chart__units">
        <legend className="pdp-size-chart__units-legend">Units</legend>
        {(['in', 'cm'] as const).map((u) => (
          <label key={u} className="pdp-size-chart__unit">
            <input type="radio" name={group} value={u} checked={unit === u} onChange={() => setUnit(u)} />
            {names[u]}
          </label>
        ))}
      </fieldset>
      <div className="pdp-size-chart__scroll" role="region" aria-label={`${chart.name} measurements`} tabIndex={0}>
        <table className="pdp-size-chart__table">
          <caption className="sf-visually-hidden">
            {chart.name} measurements in {names[unit].toLowerCase()}
          </caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {chart.measures.map((m) => (
                <th scope="col" key={m.key}>
                  {m.label} <span className="pdp-size-chart__unit-label">({unit})</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {(unit === 'in' ? row.inches : row.cm).map((v, i) => (
                  <td key={chart.measures[i]?.key ?? i}>{formatNumber(v, code)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="pdp-size-chart__how-title">How to measure</h3>
      <dl className="pdp-size-chart__how">
        {chart.measures.map((m) => (
          <div key={m.key}>
            <dt>{m.label}</dt>
            <dd>{m.how}</dd>
          </div>
        ))}
      </dl>
      <p className="pdp-size-chart__note">{chart.note}</p>
    </div>
  );
}

/** The chart in a dialog, loaded when "Size chart" is first pressed. */
export function SizeChartDialog({ chart, onClose }: { chart: SizeChart; onClose(): void }) {
  return (
    <Modal open title="Size chart" onClose={onClose} className="pdp-size-chart">
      <SizeChartTable chart={chart} />
    </Modal>
  );
}
