import { useId, type ReactNode } from 'react';

/**
 * A labelled number input whose problem, when there is one, is said under it and named as its
 * description (the builder's widths, copies and lengths).
 */
export function NumberField(props: {
  label: ReactNode;
  value: string | number;
  onChange(value: string): void;
  problem: string | null;
  min?: number;
  max?: number;
  step?: number;
  inputMode: 'numeric' | 'decimal';
  /** described by this when the value is fine (what it means at this size, say) */
  describedBy?: string;
  className?: string;
}) {
  const inputId = useId();
  const problemId = useId();
  const { problem } = props;
  return (
    <div className={props.className ? `dl-field ${props.className}` : 'dl-field'}>
      <label htmlFor={inputId}>{props.label}</label>
      <input
        id={inputId}
        type="number"
        inputMode={props.inputMode}
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? problemId : props.describedBy}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {problem !== null ? (
        <p id={problemId} className="dl-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
