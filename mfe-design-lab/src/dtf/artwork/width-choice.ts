// The artwork's printed width as a panel offers it (stickers, spangles): one of a few presets, or
// any other typed in inches.

/** `preset:{index}` of the panel's width presets, or `custom` */
export type WidthChoice = `preset:${number}` | 'custom';

export type WidthReading = { ok: true; widthIn: number } | { ok: false; problem: string };

const hundredths = (n: number) => Math.round(n * 100) / 100;

/** The width chosen: the preset's, or the one typed (to the hundredth, "8,5" read as 8.5); the panel checks its own range after. */
export function readWidthChoice(presets: readonly number[], choice: WidthChoice, customWidth: string): WidthReading {
  if (choice === 'custom') {
    const typed = Number(customWidth.trim().replace(',', '.'));
    if (customWidth.trim() === '' || !Number.isFinite(typed) || hundredths(typed) <= 0) return { ok: false, problem: 'Enter the artwork’s width in inches.' };
    return { ok: true, widthIn: hundredths(typed) };
  }
  const preset = presets[Number(choice.slice('preset:'.length))];
  return preset === undefined ? { ok: false, problem: 'Choose a width.' } : { ok: true, widthIn: preset };
}
