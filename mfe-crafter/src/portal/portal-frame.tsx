import type { ReactNode } from 'react';

/** The portal's heading and body, the same before and after its chunk and data arrive. */
export function PortalFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="crafter-portal" aria-labelledby="crafter-title">
      <h1 id="crafter-title">{title}</h1>
      {children}
    </section>
  );
}

/** The portal's loading state; it holds the space the tabs will take. */
export function PortalLoading() {
  return (
    <p role="status" className="crafter-loading">
      Loading…
    </p>
  );
}
