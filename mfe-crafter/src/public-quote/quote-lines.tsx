import type { PublicQuote } from '@storefront/contracts';
import { Price, useStoreWords } from '@storefront/ui';

type Line = PublicQuote['lines'][number];
const IMAGE_SIZE = 96;

/** "S × 2, M × 3" */
function sizesText(line: Line): string {
  return line.sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ');
}

/**
 * Every line: its picture (a fixed box, so nothing moves as it loads), title, note, colour and
 * sizes, quantity, unit price and line total. A list, not a table: it reflows on a phone.
 */
export function QuoteLines({ lines, currency }: { lines: Line[]; currency: PublicQuote['currency'] }) {
  const { Colour } = useStoreWords();
  return (
    <section className="crafter-public__lines" aria-labelledby="quote-lines-title">
      <h2 id="quote-lines-title">What’s included</h2>
      <ul className="crafter-lines">
        {lines.map((line, i) => (
          <li key={line.id} className="crafter-line">
            {line.image_url ? (
              <img
                className="crafter-line__image"
                src={line.image_url}
                alt={line.title}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : (
              <span className="crafter-line__image crafter-line__image--none" aria-hidden="true" />
            )}
            <div className="crafter-line__text">
              <h3 className="crafter-line__title">{line.title}</h3>
              {line.description ? <p className="crafter-muted">{line.description}</p> : null}
              {line.color_name ? (
                <p className="crafter-muted">
                  {Colour}: {line.color_name}
                </p>
              ) : null}
              {line.sizes.length > 0 ? <p className="crafter-muted">Sizes: {sizesText(line)}</p> : null}
            </div>
            <dl className="crafter-line__money">
              <div>
                <dt>Quantity</dt>
                <dd>{line.quantity}</dd>
              </div>
              <div>
                <dt>Unit price</dt>
                <dd>
                  <Price money={{ amount: line.unit_price, currency }} />
                </dd>
              </div>
              <div>
                <dt>Line total</dt>
                <dd>
                  <Price money={{ amount: line.line_total, currency }} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
