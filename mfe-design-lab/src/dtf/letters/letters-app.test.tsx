import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../fixtures/fake-design-lab';
import { letteringOf } from '../../fixtures/fake-letters';
import { renderLetters } from '../../fixtures/render-dtf';

const PREVIEW = /^\/api\/dtf\/letters\/preview$/;
const textField = () => screen.findByRole('textbox', { name: 'Your text' });
const drawing = (name: string | RegExp) => screen.findByRole('img', { name });
const previewCalls = (lab: { asked(p: RegExp): { params: Record<string, string> }[] }) => lab.asked(PREVIEW).map((c) => c.params);
const addButton = () => within(screen.getByRole('form', { name: 'Add lettering to cart' })).getByRole('button');
const labels = (group: HTMLElement) => within(group).getAllByRole('radio').map((r) => r.closest('label')!.textContent);
const fill = (svg: HTMLElement) => svg.querySelector('path')!.getAttribute('fill');

describe('Lettering: the text, font, height and colour, and the line the service sets', () => {
  it('offers the five fonts, init_config’s heights and a few colours, and says which characters a transfer takes; nothing is asked before there is text', async () => {
    const { lab } = renderLetters();
    const text = await textField();
    expect(text).toHaveValue('');
    expect(text).toHaveAccessibleDescription(/^Letters A–Z and a–z, digits 0–9, spaces and \. , ' & # ! \? \/ \+ - — up to 40 characters \(spaces are not counted\)\. 0 of 40 characters$/);

    const fonts = screen.getByRole('group', { name: 'Font' });
    expect(labels(fonts)).toEqual(['Inter', 'Inter Bold', 'Bebas Neue', 'Pacifico', 'Roboto Slab']);
    expect(within(fonts).getByRole('radio', { name: 'Bebas Neue' })).toBeChecked();
    // each name in its own face (the editor's FontFace families), a system face until the file loads
    expect(within(fonts).getByText('Pacifico')).toHaveStyle({ fontFamily: '"dl-pacifico", cursive' });
    expect(within(fonts).getByText('Inter Bold')).toHaveStyle({ fontFamily: '"dl-inter-bold", sans-serif', fontWeight: '700' });

    const heights = screen.getByRole('group', { name: 'Letter height' });
    expect(labels(heights)).toEqual(['1 in', '1.5 in', '2 in', '3 in', '4 in', '6 in', '8 in', '10 in']);
    expect(within(heights).getByRole('radio', { name: '2 in' })).toBeChecked();

    // the US store's spelling
    const colours = screen.getByRole('group', { name: 'Color' });
    expect(labels(colours)).toEqual(['Black', 'White', 'Red', 'Royal blue', 'Kelly green', 'Gold']);
    expect(within(colours).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(within(colours).getByLabelText('Other color')).toHaveValue('#111827');

    expect(screen.getByText('Type your text to see it set in the font.')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Type the text to print.');
    expect(lab.asked(PREVIEW)).toEqual([]);
    expect(lab.asked(/init_config/)[0]!.params).toEqual({ store: 'us' });
  });

  it('sets the text typed in the font and height chosen and draws its outline in the colour, with its size, characters and price', async () => {
    const { user, lab } = renderLetters();
    await user.type(await textField(), 'TEAM ROCKET');

    const svg = await drawing('Lettering preview: “TEAM ROCKET” in Bebas Neue, 11.7 × 2 in');
    expect(previewCalls(lab).at(-1)).toEqual({ store: 'us', text: 'TEAM ROCKET', font: 'bebas-neue', height_in: '2', quantity: '1' });
    // the service's outline, inches, in a box 1.25 × the capitals for descenders
    expect(svg).toHaveAttribute('viewBox', '0 0 11.7 2.5');
    expect(svg.querySelector('path')).toHaveAttribute('d', letteringOf('TEAM ROCKET', 'bebas-neue', 2).path);
    expect(fill(svg)).toBe('#111827');
    // its box is set from the line's size: nothing moves when it comes
    expect(svg).toHaveAttribute('width', '560');
    expect(svg).toHaveAttribute('height', '120');
    expect(screen.getByText('11.7 × 2 in').closest('span')).toHaveTextContent('11.7 × 2 in · 10 characters');
    expect(screen.getByText('10 of 40 characters')).toBeInTheDocument();

    // 10 characters (the space is free) at 2 in: 60¢ each
    const price = screen.getByRole('group', { name: 'Lettering price' });
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$6\.00\s*Total for 1\s*\$6\.00/));
    expect(within(price).getAllByText('$6.00')[0]).toHaveAttribute('data-currency', 'USD');
    expect(addButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again for another font, height or quantity; a colour is drawn at once without asking', async () => {
    const { user, lab } = renderLetters();
    await user.type(await textField(), 'TEAM');
    await drawing(/^Lettering preview: “TEAM” in Bebas Neue/);

    await user.click(screen.getByRole('radio', { name: 'Pacifico' }));
    await drawing('Lettering preview: “TEAM” in Pacifico, 7.2 × 2 in');
    await user.click(screen.getByRole('radio', { name: '3 in' }));
    await drawing('Lettering preview: “TEAM” in Pacifico, 10.8 × 3 in');
    expect(previewCalls(lab).at(-1)).toEqual({ store: 'us', text: 'TEAM', font: 'pacifico', height_in: '3', quantity: '1' });
    const price = screen.getByRole('group', { name: 'Lettering price' });
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$3\.40\s*Total for 1\s*\$3\.40/));

    await user.click(screen.getByRole('button', { name: '12 transfers' }));
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$2\.96\s*Total for 12\s*\$35\.52/));
    expect(previewCalls(lab).at(-1)).toMatchObject({ quantity: '12' });
    expect(screen.getByRole('button', { name: '12 transfers' })).toHaveAttribute('aria-pressed', 'true');

    const asked = lab.asked(PREVIEW).length;
    await user.click(screen.getByRole('radio', { name: 'White' }));
    const svg = screen.getByRole('img', { name: /^Lettering preview/ });
    expect(fill(svg)).toBe('#ffffff');
    // white letters on a dark stage
    expect(svg.parentElement).toHaveClass('dl-letters__stage--dark');
    fireEvent.change(screen.getByLabelText('Other color'), { target: { value: '#123ABC' } });
    expect(fill(screen.getByRole('img', { name: /^Lettering preview/ }))).toBe('#123abc');
    expect(screen.getByRole('img', { name: /^Lettering preview/ }).parentElement).not.toHaveClass('dl-letters__stage--dark');
    expect(screen.getByRole('group', { name: 'Color' }).querySelector('input[type="radio"]:checked')).toBeNull();
    expect(lab.asked(PREVIEW)).toHaveLength(asked);
  });

  it('trims the ends of the text it asks with (spaces are not printed), and asks nothing for spaces alone', async () => {
    const { user, lab } = renderLetters();
    const text = await textField();
    await user.type(text, '   ');
    expect(addButton()).toHaveAccessibleDescription('Type the text to print.');
    expect(lab.asked(PREVIEW)).toEqual([]);
    await user.type(text, '23  ');
    await drawing(/^Lettering preview: “23” in Bebas Neue/);
    const asked = previewCalls(lab).map((p) => p.text ?? '');
    expect(asked.at(-1)).toBe('23');
    expect(asked.every((t) => t === t.trim() && t !== '')).toBe(true);
  });

  it('says it is setting the text while a line is on its way, and keeps the last one meanwhile', async () => {
    const { user, lab } = renderLetters();
    const text = await textField();
    await user.type(text, 'ACE');
    await drawing(/^Lettering preview: “ACE”/);
    const release = lab.holdNext('GET', PREVIEW);
    await user.type(text, 'S');

    expect(await screen.findByText('Setting your text…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', { name: /^Lettering preview: “ACE” in/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Lettering price' })).toHaveAttribute('aria-busy', 'true');
    release();
    await drawing(/^Lettering preview: “ACES” in/);
    expect(screen.queryByText('Setting your text…')).not.toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the service’s 422 (a character it does not take, too many, a height not offered), marks the text and holds the button', async () => {
    const { user, lab } = renderLetters();
    const text = await textField();
    await user.type(text, 'TEAM@ROCKET');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Lettering takes letters, digits, spaces and . , ' & # ! ? / + -");
    expect(screen.getByText(/^\d+ of 40 characters/)).toHaveTextContent('11 of 40 characters · not printed: @');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(expect.stringContaining(alert.textContent!));
    expect(screen.queryByRole('img', { name: /^Lettering preview/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Lettering price' })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(alert.textContent!);

    await user.clear(text);
    await user.type(text, 'A'.repeat(41));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A lettering transfer has 1 to 40 characters, spaces not counted (this has 41).'));
    expect(screen.getByText('41 of 40 characters')).toHaveClass('dl-error');

    await user.clear(text);
    await user.type(text, 'GO');
    await drawing(/^Lettering preview: “GO”/);
    expect(text).toHaveAttribute('aria-invalid', 'false');
    expect(addButton()).toBeEnabled();

    // a height the service does not offer (init_config and the price tables disagree)
    const message = 'Letters are 1, 1.5, 2, 3, 4, 6, 8, 10 in tall (this is 5 in).';
    lab.failNext('GET', PREVIEW, apiError(422, 'letter_size_not_offered', message));
    await user.click(screen.getByRole('radio', { name: '4 in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(addButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '2 in' }));
    await drawing(/^Lettering preview: “GO” in Bebas Neue, [\d.]+ × 2 in$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a quantity out of range: says so, prices nothing, and the line still follows the text', async () => {
    const { user, lab } = renderLetters();
    await user.type(await textField(), 'NO 7');
    await drawing(/^Lettering preview: “NO 7”/);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of lettering transfers' });
    await user.clear(quantity);
    await user.type(quantity, '6000');
    expect(screen.getByText('Enter how many transfers you want: a whole number from 1 to 5,000.')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('group', { name: 'Lettering price' })).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    // the line is asked at one transfer meanwhile
    expect(previewCalls(lab).at(-1)).toMatchObject({ text: 'NO 7', quantity: '1' });
  });

  it('in the Canadian store: asks with the store and shows the price in CAD, and spells Colour', async () => {
    const { user, lab } = renderLetters({ store: 'ca' });
    await user.type(await textField(), 'TEAM');
    await drawing('Lettering preview: “TEAM” in Bebas Neue, 4.4 × 2 in');
    expect(previewCalls(lab).at(-1)).toEqual({ store: 'ca', text: 'TEAM', font: 'bebas-neue', height_in: '2', quantity: '1' });
    expect(lab.asked(/init_config/)[0]!.params).toEqual({ store: 'ca' });
    // 4 characters at 2 in: CA$0.82 each
    const price = screen.getByRole('group', { name: 'Lettering price' });
    await waitFor(() => expect(price).toHaveTextContent(/Each\s*\$3\.28\s*Total for 1\s*\$3\.28/));
    expect(within(price).getAllByText('$3.28')[0]).toHaveAttribute('data-currency', 'CAD');
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByLabelText('Other colour')).toBeInTheDocument();
  });

  it('says so when the lettering options cannot be read, and tries again', async () => {
    const { user, lab } = renderLetters({ setUp: (lab) => lab.failNext('GET', /init_config/, apiError(503, 'unavailable', 'The design lab is busy, try again in a moment.')) });
    expect(await screen.findByText(/The design lab is busy, try again in a moment\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await textField()).toBeInTheDocument();
    expect(lab.asked(/init_config/)).toHaveLength(2);
  });
});
