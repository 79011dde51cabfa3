import { useId, useRef, useState } from 'react';

/** The customer's link with a Copy button; where the clipboard is refused, the link is selected to copy by hand. */
export function ShareLink({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      input.current?.select();
      setCopied('Press Ctrl+C (⌘C on a Mac) to copy the selected link.');
    }
  };
  return (
    <div className="crafter-share">
      <div className="sf-field">
        <label htmlFor={id}>Customer link</label>
        <input id={id} ref={input} className="sf-input" readOnly value={url} onFocus={(e) => e.target.select()} />
      </div>
      <button type="button" className="sf-button" onClick={() => void copy()}>
        Copy link
      </button>
      <p role="status" className="crafter-muted">
        {copied}
      </p>
    </div>
  );
}
