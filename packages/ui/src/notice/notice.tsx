import type { ReactNode } from 'react';

/** Inline message; errors are announced (role=alert), information politely (role=status). */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'error' | 'success'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`sf-notice sf-notice--${tone}`}>
      {children}
    </div>
  );
}
