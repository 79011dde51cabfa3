import { useState } from 'react';
import type { ProjectSummary } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { AppLink, Modal, Notice } from '@storefront/ui';
import { usePortal } from '../../portal/portal-context';
import { newDesignLine, type DesignDraftLine } from './quote-draft';

type PickerState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'ready'; projects: ProjectSummary[]; adding: string | null; error: string | null }
  | { status: 'failed'; error: string };

/**
 * "Add a design-lab project": the crafter's projects; choosing one draws its front mockup, uploads
 * it as the line's image and adds a design line named after the project with its garment colour's
 * sizes (quantities and price to fill; the store prices it at each save).
 */
export function DesignProjectPicker({ onAdd }: { onAdd(line: DesignDraftLine): void }) {
  const { api, routeStore, me } = usePortal();
  const [state, setState] = useState<PickerState>({ status: 'closed' });
  const open = async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', projects: await api.designProjects(), adding: null, error: null });
    } catch (err) {
      setState({ status: 'failed', error: readFailure(err).message });
    }
  };
  const add = async (project: ProjectSummary) => {
    if (state.status !== 'ready' || state.adding) return;
    setState({ ...state, adding: project.id, error: null });
    try {
      const [image, sizes] = await Promise.all([api.designPreview(project.id).then((bytes) => api.uploadImage(bytes)), api.designSizes(project.color, me.store)]);
      if (sizes.length === 0) throw new Error(`${project.name} is printed on a garment your store does not sell in that colour.`);
      onAdd(newDesignLine({ projectId: project.id, title: project.name, image: { id: image.id, url: image.url }, sizes }));
      setState({ status: 'closed' });
    } catch (err) {
      setState({ ...state, adding: null, error: readFailure(err).message });
    }
  };
  return (
    <>
      <button type="button" className="sf-button" onClick={() => void open()}>
        Add a design-lab project
      </button>
      <Modal open={state.status !== 'closed'} title="Add a design-lab project" onClose={() => setState({ status: 'closed' })}>
        {state.status === 'loading' ? <p role="status">Loading your projects…</p> : null}
        {state.status === 'failed' ? <Notice tone="error">{state.error}</Notice> : null}
        {state.status === 'ready' ? (
          <>
            {state.error ? <Notice tone="error">{state.error}</Notice> : null}
            {state.projects.length === 0 ? (
              <p>
                You have no design-lab projects yet. <AppLink href={withStore('/design-lab', routeStore)}>Open the design lab</AppLink>
              </p>
            ) : (
              <ul className="crafter-projects" aria-label="Your design-lab projects">
                {state.projects.map((p) => (
                  <li key={p.id}>
                    {/* the project's own mockup: a crafter finds a design by looking at it (the name is beside it) */}
                    <img src={`/api/made/design_projects/${p.id}/preview/front.webp?width=160`} alt="" width={64} height={64} loading="lazy" />
                    <span>{p.name}</span>
                    <button type="button" className="sf-button sf-button--small" aria-label={`Add ${p.name}`} aria-disabled={state.adding !== null || undefined} onClick={() => void add(p)}>
                      {state.adding === p.id ? 'Adding…' : 'Add'}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </Modal>
    </>
  );
}
