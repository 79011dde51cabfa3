import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { COUNTRY_NAME, EIN_EXAMPLE, GST_HST_EXAMPLE, QST_EXAMPLE, regionsOf, type CrafterApplicationBody, type CrafterCountry } from '@storefront/contracts';
import { fieldBinder, Notice, SelectField, TextField } from '@storefront/ui';

interface Values {
  business_name: string;
  country: CrafterCountry;
  province: string;
  ein: string;
  gst_hst_number: string;
  qst_number: string;
}

/** The body for the chosen country only: another country's numbers stay in the form (switching back keeps them) but are not sent. */
export function applicationBody(v: Values): CrafterApplicationBody {
  // empty fields are left out: "not given"
  const given = <K extends keyof Values>(key: K, value: string) => (value.trim() ? { [key]: value.trim() } : {});
  if (v.country === 'US') return { business_name: v.business_name, country: 'US', ...given('ein', v.ein) };
  return {
    business_name: v.business_name,
    country: 'CA',
    ...given('province', v.province),
    ...given('gst_hst_number', v.gst_hst_number),
    // QST is Quebec's: asked only there
    ...(v.province === 'QC' ? given('qst_number', v.qst_number) : {}),
  };
}

export interface CrafterApplicationFormProps {
  initialCountry: CrafterCountry;
  submitting: boolean;
  fieldErrors: Record<string, string[]>;
  message: string | null;
  onSubmit(body: CrafterApplicationBody): void;
  /** the way back, beside the submit button */
  cancel: ReactNode;
}

/**
 * Business name, country, and the tax numbers that country has (all optional): an EIN in the US;
 * in Canada the province, a GST/HST number, and a QST number for Quebec. The server checks the
 * numbers; its field errors show beside the fields (the browser's own validation is off).
 */
export function CrafterApplicationForm({ initialCountry, submitting, fieldErrors, message, onSubmit, cancel }: CrafterApplicationFormProps) {
  const [v, setV] = useState<Values>({ business_name: '', country: initialCountry, province: '', ein: '', gst_hst_number: '', qst_number: '' });
  const titleId = useId();
  const bind = fieldBinder(v, fieldErrors, (name, value) => setV((prev) => ({ ...prev, [name]: value })));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(applicationBody(v));
  };

  return (
    <form className="acc-form" aria-labelledby={titleId} onSubmit={submit} noValidate aria-busy={submitting}>
      <h1 id={titleId}>Become a crafter</h1>
      <p className="acc-muted">Quote and invoice your own customers, and buy what you print from us. Approval is immediate.</p>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <TextField label="Business name" autoComplete="organization" {...bind('business_name')} />
      <SelectField label="Country" autoComplete="country" {...bind('country')}>
        {(['US', 'CA'] as const).map((c) => (
          <option key={c} value={c}>
            {COUNTRY_NAME[c]}
          </option>
        ))}
      </SelectField>
      {v.country === 'US' ? (
        <TextField label="EIN (optional)" hint={`Employer Identification Number, like ${EIN_EXAMPLE}`} inputMode="numeric" {...bind('ein')} />
      ) : (
        <>
          <SelectField label="Province or territory" autoComplete="address-level1" {...bind('province')}>
            <option value="">Choose…</option>
            {regionsOf('CA').map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </SelectField>
          <TextField label="GST/HST number (optional)" hint={`Your business number and its RT account, like ${GST_HST_EXAMPLE}`} {...bind('gst_hst_number')} />
          {v.province === 'QC' ? <TextField label="QST number (optional)" hint={`Quebec sales tax registration, like ${QST_EXAMPLE}`} {...bind('qst_number')} /> : null}
        </>
      )}
      <div className="acc-actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={submitting}>
          {submitting ? 'Sending…' : 'Become a crafter'}
        </button>
        {cancel}
      </div>
    </form>
  );
}
