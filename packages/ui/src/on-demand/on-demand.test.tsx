import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing';
import { onDemand, PART_LOAD_FAILED, useOnDemand, type OnDemandPart } from './on-demand';

function Panel({ text }: { text: string }) {
  return <p role="note">{text}</p>;
}

function Opener({ part }: { part: OnDemandPart<{ text: string }> }) {
  const [open, setOpen] = useState(false);
  const demand = useOnDemand(part);
  return (
    <>
      <button type="button" aria-disabled={demand.loading || undefined} onClick={() => demand.open(() => setOpen(true))}>
        {demand.loading ? 'Loading…' : 'Open'}
      </button>
      {demand.problem ? <span role="alert">{demand.problem}</span> : null}
      {open ? <part.Part text="Hello" /> : null}
    </>
  );
}

describe('on-demand parts', () => {
  it('shows the opener busy while the code downloads, then the part; later presses need no download', async () => {
    const user = userEvent.setup();
    const download = deferred<typeof Panel>();
    let downloads = 0;
    const part = onDemand(() => {
      downloads += 1;
      return download.promise;
    });
    render(<Opener part={part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const busy = screen.getByRole('button', { name: 'Loading…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    download.resolve(Panel);
    expect(await screen.findByRole('note')).toHaveTextContent('Hello');
    expect(screen.getByRole('button', { name: 'Open' })).not.toHaveAttribute('aria-disabled');
    expect(downloads).toBe(1);
    expect(part.loaded()).toBe(true);
  });

  it('says the code did not arrive, and the next press downloads again', async () => {
    const user = userEvent.setup();
    const attempts = [deferred<typeof Panel>(), deferred<typeof Panel>()];
    let n = 0;
    const part = onDemand(() => attempts[n++]!.promise);
    render(<Opener part={part} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    attempts[0]!.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PART_LOAD_FAILED);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    attempts[1]!.resolve(Panel);
    expect(await screen.findByRole('note')).toHaveTextContent('Hello');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(n).toBe(2);
  });
});
