import { useId, type ReactNode } from 'react';

/** The error text of a field: one message, or the server's several joined. */
export function errorText(error: string | readonly string[] | undefined): string | undefined {
  return (typeof error === 'string' ? error : error?.join('; ')) || undefined;
}

/**
 * A labelled control with its hint and error tied to it (the ids for aria-describedby), shared by
 * TextField and SelectField. The error is prefixed with the label because the services' field
 * messages are fragments ("must be a ZIP code like 12345").
 */
export function FieldFrame({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children(control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }): ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sf-field__error">
          {label} {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The value, error and edit handler of one field of a form held as a record: spread into a
 * TextField or SelectField (`{...bind('city')}`).
 */
export function fieldBinder<V extends { [K in keyof V]: string }>(
  values: V,
  errors: { readonly [field: string]: string | readonly string[] | undefined },
  edit: (name: keyof V & string, value: string) => void,
) {
  return (name: keyof V & string) => ({ value: values[name], error: errors[name], onValue: (value: string) => edit(name, value) });
}
