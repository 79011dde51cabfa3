import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../fixtures/fake-design-lab';
import { ARTWORK_ID, artworkOf, jobOf, version } from '../../fixtures/fake-dtf';
import { renderArtwork } from '../../fixtures/render-dtf';

const JOBS = /\/jobs\//;
const PRICING = /^\/api\/products\/custom-dtf-transfers-by-size\/dtf_pricing$/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** 1200 × 800 px: 8 in wide is 150 DPI, 12 in 100 DPI */
const logo = () => artworkOf({ name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800, 20)] });
const loaded = () => screen.findByRole('img', { name: 'logo.png, version 1, on a light background' });
const tool = (name: string | RegExp) => within(screen.getByRole('group', { name: 'Artwork tools' })).getByRole('button', { name });

describe('Your artwork: preview and tools', () => {
  it('shows the version in use on a light and a dark swatch, and its history', async () => {
    renderArtwork({ artworks: [logo()] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your artwork…');
    expect(await loaded()).toHaveAttribute('src', `/api/users/dtf_artworks/${ARTWORK_ID}/file?version=1`);
    expect(screen.getByRole('img', { name: 'logo.png, version 1, on a dark background' })).toBeInTheDocument();
    // and on the fabrics it will be pressed on
    for (const tee of ['a white tee', 'a black tee']) {
      const garment = screen.getByRole('img', { name: `logo.png, version 1, on ${tee}` });
      expect(garment.querySelector('image')).toHaveAttribute('href', screen.getByRole('img', { name: 'logo.png, version 1, on a light background' }).getAttribute('src'));
    }
    const history = screen.getByRole('list', { name: 'History' });
    const only = within(history).getByRole('listitem');
    expect(only).toHaveTextContent('Version 1: Uploaded');
    expect(only).toHaveTextContent('Nov 20, 2026');
    expect(only).toHaveTextContent('In use');
    expect(only).toHaveAttribute('aria-current', 'true');
  });

  it('Remove background: starts the job, shows its progress with Cancel, then the new version when done', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await user.click(tool('Remove background'));
    const bar = await screen.findByRole('progressbar', { name: 'Removing the background' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(lab.writes()).toMatchObject([{ method: 'POST', path: `/api/users/dtf_artworks/${ARTWORK_ID}/segment_image`, body: {} }]);
    // one job at a time: the tools wait, Cancel is offered
    expect(tool('Print preview (CMYK)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    lab.progress(0.4);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Removing the background' })).toHaveAttribute('aria-valuenow', '40'));
    lab.finish({ width: 1100, height: 760 });
    expect(await screen.findByText('Done: version 2 is in use.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'logo.png, version 2, on a light background' })).toHaveAttribute('src', `/api/users/dtf_artworks/${ARTWORK_ID}/file?version=2`);
    const newest = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')[0]!;
    expect(newest).toHaveTextContent('Version 2: Background removed');
    expect(newest).toHaveTextContent('1,100 × 760 px');
    expect(newest).toHaveAttribute('aria-current', 'true');
    expect(tool('Print preview (CMYK)')).toBeEnabled();
  });

  it('Cancel stops the running job and the page stops asking about it', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await user.click(tool('Print preview (CMYK)'));
    await screen.findByRole('progressbar', { name: 'Making the print preview' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled: the artwork is unchanged.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(lab.writes().map((c) => c.path)).toEqual([`/api/users/dtf_artworks/${ARTWORK_ID}/cmyk`, `/api/users/dtf_artworks/${ARTWORK_ID}/cancel_process`]);
    const polls = lab.asked(JOBS).length;
    await sleep(80);
    expect(lab.asked(JOBS)).toHaveLength(polls);
    expect(screen.getByRole('img', { name: 'logo.png, version 1, on a light background' })).toBeInTheDocument();
  });

  it('a failed job shows its error', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await user.click(tool('Remove background'));
    await screen.findByRole('progressbar');
    lab.fail('No background colour could be told apart from the artwork.');
    expect(await screen.findByRole('alert')).toHaveTextContent('No background colour could be told apart from the artwork.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a second job while one runs (409) shows the service’s message', async () => {
    const { user } = renderArtwork({
      artworks: [logo()],
      setUp: (lab) => lab.failNext('POST', /segment_image$/, apiError(409, 'dtf_job_running', 'A tool is already working on this artwork. Wait for it, or cancel it first.')),
    });
    await loaded();
    await user.click(tool('Remove background'));
    expect(await screen.findByRole('alert')).toHaveTextContent('A tool is already working on this artwork. Wait for it, or cancel it first.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(tool('Remove background')).toBeEnabled();
  });

  it('a reloaded page picks up the job still running and follows it to the end', async () => {
    const { lab } = renderArtwork({
      artworks: [logo()],
      setUp: (lab) => lab.startJobElsewhere(ARTWORK_ID, jobOf('refine', { progress: 0.7 })),
    });
    expect(await screen.findByRole('progressbar', { name: 'Refining for size' })).toHaveAttribute('aria-valuenow', '70');
    lab.finish({ width: 2400, height: 1600 });
    expect(await screen.findByText('Done: version 2 is in use.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')[0]).toHaveTextContent('Version 2: Refined for size');
  });

  it('Change color sends the two colours; Refine for size sends the chosen width', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    fireEvent.change(screen.getByLabelText('Color to replace'), { target: { value: '#ff0000' } });
    fireEvent.change(screen.getByLabelText('New color'), { target: { value: '#00aa00' } });
    await user.click(screen.getByRole('button', { name: 'Change color' }));
    await screen.findByRole('progressbar', { name: 'Changing the color' });
    expect(lab.writes()[0]).toMatchObject({ path: `/api/users/dtf_artworks/${ARTWORK_ID}/color_change`, body: { from: '#ff0000', to: '#00aa00' } });
    lab.finish({ width: 1200, height: 800 });
    await screen.findByText('Done: version 2 is in use.');

    // the size picker starts on the largest sharp preset: 8 × 10 in puts it 8 in wide
    expect(screen.getByText(/redraws your artwork for 8 in wide/)).toBeInTheDocument();
    await user.click(tool('Refine for size'));
    await screen.findByRole('progressbar', { name: 'Refining for size' });
    expect(lab.writes()[1]).toMatchObject({ path: `/api/users/dtf_artworks/${ARTWORK_ID}/redraw_data`, body: { width_in: 8 } });
  });

  it('“Use this version” goes back to an earlier version with PUT …/version', async () => {
    const artwork = artworkOf({ name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800), version(ARTWORK_ID, 2, 'segment', 1180, 790)] });
    const { user, lab } = renderArtwork({ artworks: [artwork] });
    await screen.findByRole('img', { name: 'logo.png, version 2, on a light background' });
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Version 2: Background removed'), expect.stringContaining('Version 1: Uploaded')]);
    await user.click(within(history).getByRole('button', { name: 'Use this version (version 1, Uploaded)' }));
    expect(await screen.findByText('Version 1 is in use.')).toBeInTheDocument();
    expect(lab.writes()).toMatchObject([{ method: 'PUT', path: `/api/users/dtf_artworks/${ARTWORK_ID}/version`, body: { version: 1 } }]);
    expect(screen.getByRole('img', { name: 'logo.png, version 1, on a light background' })).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
    expect(within(history).getByRole('button', { name: 'Use this version (version 2, Background removed)' })).toBeEnabled();
  });

  it('an artwork that is not the shopper’s (404) says so, with the way back', async () => {
    renderArtwork({ artworks: [] });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t find that artwork. It may have been deleted.');
    expect(screen.getByRole('link', { name: 'Choose an artwork' })).toHaveAttribute('href', '/design-lab/transfers');
  });
});

describe('Your artwork: size, DPI gate and price', () => {
  const priceCalls = (lab: { asked(p: RegExp): { params: Record<string, string> }[] }) => lab.asked(PRICING).map((c) => c.params);

  it('prices the largest sharp preset first, with the height from the artwork’s shape (US)', async () => {
    const { lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    expect(screen.getByRole('radio', { name: /^8 × 10 in/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^8 × 10 in/ })).toHaveAccessibleName('8 × 10 in — prints 8 in × 5.33 in');
    expect(screen.getByText(/^Prints at/)).toHaveTextContent('Prints at 8 in × 5.33 in');
    expect(screen.getByText(/DPI at this size/)).toHaveTextContent('150 DPI at this size.');
    // 8 × 5.33 in = 42.64 sq in at the fake's 5¢ a square inch
    const price = await screen.findByRole('group', { name: 'Price' });
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$2\.13\s*Total for 1\s*\$2\.13/));
    expect(priceCalls(lab)).toEqual([{ store: 'us', width_in: '8', height_in: '5.33', quantity: '1', pre_cut: 'false' }]);
    expect(lab.asked(/init_config/)[0]!.params).toEqual({ store: 'us' });
  });

  it('warns under 150 DPI, blocks under 100 until “I accept a low-resolution print” is ticked', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await user.click(screen.getByRole('radio', { name: /^12 × 16 in/ }));
    expect(screen.getByText(/DPI at this size/)).toHaveTextContent('100 DPI at this size — under 150 DPI it may print soft.');
    await waitFor(() => expect(priceCalls(lab).at(-1)).toMatchObject({ width_in: '12', height_in: '8' }));

    await user.click(screen.getByRole('radio', { name: 'Custom width' }));
    const width = screen.getByRole('spinbutton', { name: 'Width (inches)' });
    await user.clear(width);
    await user.type(width, '15');
    expect(screen.getByText(/DPI at this size/)).toHaveTextContent('80 DPI at this size — under 100 DPI it will print blurry.');
    expect(screen.getByText(/^Prints at/)).toHaveTextContent('Prints at 15 in × 10 in');
    expect(screen.getByText('The price shows once the print is 100 DPI or more, or you accept a low-resolution print.')).toBeInTheDocument();
    await sleep(30);
    expect(priceCalls(lab).some((p) => p.width_in === '15')).toBe(false);
    expect(screen.queryByRole('group', { name: 'Price' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'I accept a low-resolution print' }));
    await waitFor(() => expect(priceCalls(lab).at(-1)).toEqual({ store: 'us', width_in: '15', height_in: '10', quantity: '1', pre_cut: 'false' }));
    expect(await screen.findByRole('group', { name: 'Price' })).toBeInTheDocument();
  });

  it('asks the price for the quantity and pre-cut chosen; a size the press cannot print is not priced', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.click(screen.getByRole('checkbox', { name: /Pre-cut to shape/ }));
    await waitFor(() => expect(priceCalls(lab).at(-1)).toEqual({ store: 'us', width_in: '8', height_in: '5.33', quantity: '10', pre_cut: 'true' }));
    const price = await screen.findByRole('group', { name: 'Price' });
    await waitFor(() => expect(price).toHaveTextContent('Total for 10'));
    expect(screen.getByRole('table', { name: 'Price per piece by quantity' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Custom width' }));
    const width = screen.getByRole('spinbutton', { name: 'Width (inches)' });
    await user.clear(width);
    await user.type(width, '70');
    expect(screen.getByText(/^The press prints/)).toHaveTextContent('The press prints 0.5 in to 22 in on one side and up to 40 in on the other');
    await sleep(30);
    expect(priceCalls(lab).some((p) => p.width_in === '70')).toBe(false);
  });

  it('prices in Canadian dollars for the Canadian store, and spells colour the Canadian way', async () => {
    const { lab } = renderArtwork({ store: 'ca', artworks: [logo()] });
    await loaded();
    expect(lab.asked(/init_config/)[0]!.params).toEqual({ store: 'ca' });
    await waitFor(() => expect(priceCalls(lab)).toEqual([{ store: 'ca', width_in: '8', height_in: '5.33', quantity: '1', pre_cut: 'false' }]));
    const price = await screen.findByRole('group', { name: 'Price' });
    await waitFor(() => expect(price.querySelector('[data-currency="CAD"]')).toHaveTextContent('$2.56'));
    expect(screen.getByRole('button', { name: 'Change colour' })).toBeInTheDocument();
    expect(screen.getByText(/Pre-cut to shape/)).toHaveTextContent('from $0.35 a piece');
  });

  it('asks for another transfer product when the page names one', async () => {
    const { lab } = renderArtwork({ artworks: [logo()], product: 'glitter-dtf-transfers' });
    await loaded();
    await waitFor(() => expect(lab.asked(/^\/api\/products\/glitter-dtf-transfers\/dtf_pricing$/)).toHaveLength(1));
  });
});

