import { useId, useState } from 'react';
import type { DtfOperation } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { useStoreWords } from '@storefront/ui';
import { formatInches } from '../dtf-format';
import { ProgressBar } from '../progress-bar';
import type { ArtworkModel, ArtworkState } from './artwork.store';

/** contracts' dtfRefineBody: the widths the refine tool redraws for */
const REFINE_WIDTH = { min: 0.5, max: 22 } as const;

/** The server-side tools: each starts a job whose progress shows here, with Cancel while it runs. */
export function ToolsPanel({ model, state, widthIn, storeCode }: { model: ArtworkModel; state: ArtworkState; widthIn: number | null; storeCode: StoreCode }) {
  const { Colour, colour } = useStoreWords();
  const [from, setFrom] = useState('#ffffff');
  const [to, setTo] = useState('#000000');
  const refineId = useId();
  const { job, busy } = state;
  const isRunning = job?.status === 'running';
  const locked = isRunning || busy !== null;
  const refineWidth = widthIn !== null && widthIn >= REFINE_WIDTH.min && widthIn <= REFINE_WIDTH.max ? widthIn : null;
  const doing: Record<DtfOperation, string> = {
    upload: 'Uploading',
    segment: 'Removing the background',
    color_change: `Changing the ${colour}`,
    cmyk: 'Making the print preview',
    refine: 'Refining for size',
  };

  return (
    <section className="dl-panel" aria-labelledby="dl-tools-title" aria-busy={isRunning}>
      <h2 id="dl-tools-title">Tools</h2>
      <div className="dl-tools" role="group" aria-label="Artwork tools">
        <button type="button" className="sf-button" disabled={locked} onClick={() => void model.startTool({ kind: 'segment' })}>
          Remove background
        </button>
        <button type="button" className="sf-button" disabled={locked} onClick={() => void model.startTool({ kind: 'cmyk' })}>
          Print preview (CMYK)
        </button>
        <button
          type="button"
          className="sf-button"
          disabled={locked || refineWidth === null}
          aria-describedby={refineId}
          onClick={() => refineWidth !== null && void model.startTool({ kind: 'refine', width_in: refineWidth })}
        >
          Refine for size
        </button>
      </div>
      <p id={refineId} className="dl-muted">
        {refineWidth !== null
          ? `Refine for size trims the empty margins and redraws your artwork for ${formatInches(refineWidth, storeCode)} wide, the size chosen below.`
          : `Refine for size works for a width from ${REFINE_WIDTH.min} to ${REFINE_WIDTH.max} in: choose one below.`}
      </p>
      <fieldset className="dl-recolor">
        <legend>Change {colour}</legend>
        <label className="dl-field">
          <span>{Colour} to replace</span>
          <input type="color" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="dl-field">
          <span>New {colour}</span>
          <input type="color" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="button" className="sf-button" disabled={locked} onClick={() => void model.startTool({ kind: 'color_change', from, to })}>
          Change {colour}
        </button>
      </fieldset>
      {busy === 'starting' && (
        <p role="status" className="dl-muted">
          Starting…
        </p>
      )}
      {job && isRunning && (
        <div className="dl-job">
          <ProgressBar label={doing[job.kind]} fraction={job.progress} />
          <button type="button" className="sf-button" onClick={() => void model.cancel()} aria-disabled={busy === 'cancelling'}>
            {busy === 'cancelling' ? 'Cancelling…' : 'Cancel'}
          </button>
        </div>
      )}
      {job?.status === 'failed' && (
        <p role="alert" className="dl-error">
          {job.error ?? 'Something went wrong, please try again'}
        </p>
      )}
      {state.outcome && (
        <p role="status" className="dl-outcome">
          {state.outcome}
        </p>
      )}
      {state.toolProblem && (
        <div className="dl-problem">
          <p role="alert" className="dl-error">
            {state.toolProblem}
          </p>
          {state.stalled && (
            <button type="button" className="sf-button sf-button--small" onClick={() => model.resume()}>
              Check again
            </button>
          )}
        </div>
      )}
    </section>
  );
}
