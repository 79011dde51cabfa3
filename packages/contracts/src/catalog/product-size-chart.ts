import { z } from 'zod';

/** One measurement a size chart gives per size, and how it is taken. */
export const sizeChartMeasure = z.object({
  /** stable key: chest, body_length, sleeve_length … */
  key: z.string(),
  /** "Chest width" */
  label: z.string(),
  /** "Measured flat, 1 in below the armhole, side to side" */
  how: z.string(),
});
export type SizeChartMeasure = z.infer<typeof sizeChartMeasure>;

/** One size: its measurements in the order of `measures`, in inches and in centimetres. */
export const sizeChartRow = z.object({
  size: z.string(),
  inches: z.array(z.number().positive()),
  cm: z.array(z.number().positive()),
});
export type SizeChartRow = z.infer<typeof sizeChartRow>;

/**
 * A garment's measurements by size (product detail `size_chart`): the catalog derives it from the
 * garment type and the product's own sizes, so every product of a type reads the same figures.
 */
export const sizeChart = z.object({
  /** what the figures describe: "Adult T-shirt", "Youth hoodie" */
  name: z.string(),
  /** how the garment is measured and how to read the figures */
  note: z.string(),
  measures: z.array(sizeChartMeasure).min(1),
  rows: z.array(sizeChartRow).min(1),
});
export type SizeChart = z.infer<typeof sizeChart>;
