import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A list row's Delete, as the areas use the dialog: the action runs while the dialog shows it,
 * a failure is said inside it, success closes it. What happened is shown, not spied on.
 */
function DeleteFile({ run, cancelLabel, description = 'Are you sure you want to delete this file?' }: { run(): Promise<void>; cancelLabel?: string; description?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState('');
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
      setOpen(false);
      setOutcome('logo.png was deleted.');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" onClick={() => (setOpen(true), setOutcome(''))}>
        Delete logo.png
      </button>
      <p role="status">{outcome}</p>
      <ConfirmDialog
        open={open}
        title="Delete this artwork?"
        description={description}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        {...(cancelLabel ? { cancelLabel } : {})}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => (setOpen(false), setOutcome('logo.png was kept.'))}
      />
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Delete logo.png' });

describe('ConfirmDialog', () => {
  it('is a dialog named by its question and described by what will happen; Escape and Cancel keep the file and give the focus back', async () => {
    const user = userEvent.setup();
    render(<DeleteFile run={() => Promise.reject(new Error('never asked'))} />);
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Delete this artwork?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this file?');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    // focus moved in (Modal's rule: its first control)
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('logo.png was kept.');

    await user.click(opener());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('while the action runs the confirm button says so and holds, keeping the focus, and nothing dismisses the dialog; done, it closes', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    let runs = 0;
    render(
      <DeleteFile
        run={() => {
          runs++;
          return answer.promise;
        }}
      />,
    );
    await user.click(opener());
    screen.getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Delete this artwork?' });
    const busy = within(dialog).getByRole('button', { name: 'Deleting…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');

    // a second press, Escape, Cancel and the close button all wait for the answer
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close Delete this artwork?' }));
    expect(screen.getByRole('dialog', { name: 'Delete this artwork?' })).toBeInTheDocument();
    expect(runs).toBe(1);

    answer.resolve();
    expect(await screen.findByText('logo.png was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says inside the dialog why the action failed; the shopper can try again, or cancel', async () => {
    const user = userEvent.setup();
    const answers = [() => Promise.reject(new Error('You ordered transfers of this artwork, so it is kept for printing and reordering.')), () => Promise.resolve()];
    render(<DeleteFile run={() => answers.shift()!()} />);
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this artwork?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You ordered transfers of this artwork, so it is kept for printing and reordering.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).not.toHaveAttribute('aria-disabled');

    await user.click(confirm);
    expect(await screen.findByText('logo.png was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the cancel words and a description of several paragraphs from the caller', async () => {
    const user = userEvent.setup();
    render(
      <DeleteFile
        run={() => Promise.resolve()}
        cancelLabel="Keep it"
        description={
          <>
            <p>Are you sure you want to delete this file?</p>
            <p>“logo.png” and all its versions will be deleted.</p>
          </>
        }
      />,
    );
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Delete this artwork?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this file? “logo.png” and all its versions will be deleted.');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('status')).toHaveTextContent('logo.png was kept.');
  });
});
