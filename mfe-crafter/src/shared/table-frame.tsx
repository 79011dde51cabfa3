import type { ReactNode } from 'react';

/**
 * A wide table in a region that scrolls sideways on a phone (the page itself never does); the
 * region is focusable and named so a keyboard can scroll it.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="crafter-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
