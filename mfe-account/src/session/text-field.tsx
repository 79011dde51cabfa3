import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input whose server field errors are announced and tied to it (aria-describedby). */
export function TextField({
  label,
  errors,
  hint,
  ...input
}: { label: string; errors?: string[] | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className="acc-field__hint">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={errorId} className="acc-field__error">
          {label} {errors.join('; ')}
        </p>
      ) : null}
    </div>
  );
}
