/** A determinate progress bar (role=progressbar, 0–100) named by `label`; `fraction` is 0–1. */
export function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="da-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent} %`}>
      <div className="da-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
