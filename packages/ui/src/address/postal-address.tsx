/** The fields every address of the contracts has (saved, shipping, or an order's). */
export interface PostalAddressFields {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string;
  postal_code: string;
  country: 'US' | 'CA';
  phone?: string | null;
}

const COUNTRY_NAMES = { US: 'United States', CA: 'Canada' } as const;

/** An address as a block of lines, the way a label is written; the phone only when asked for. */
export function PostalAddress({ address: a, withPhone = false, className }: { address: PostalAddressFields; withPhone?: boolean; className?: string }) {
  const lines = [a.name, a.line1, a.line2, `${a.city}, ${a.region} ${a.postal_code}`, COUNTRY_NAMES[a.country], withPhone ? a.phone : null].filter(
    (line): line is string => Boolean(line),
  );
  return (
    <address className={`sf-address ${className ?? ''}`.trim()}>
      {lines.map((line, i) => (
        <span key={i} className="sf-address__line">
          {line}
        </span>
      ))}
    </address>
  );
}
