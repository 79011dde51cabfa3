import { z } from 'zod';
import { image } from './image';
import { productCard } from './product';
import { businessLine, subsite } from './taxonomy';

export const menuLink = z.object({ label: z.string(), url: z.string() });
export const menuColumn = z.object({ title: z.string(), links: z.array(menuLink) });
export const menuSubsite = z.object({ key: subsite, label: z.string(), url: z.string(), columns: z.array(menuColumn) });
export const menuResponse = z.object({ subsites: z.array(menuSubsite) });
export type MenuSubsite = z.infer<typeof menuSubsite>;
export type MenuResponse = z.infer<typeof menuResponse>;

export const homeResponse = z.object({
  lines: z.array(z.object({ key: businessLine, label: z.string(), url: z.string(), image, product_count: z.number().int() })),
  featured: z.array(productCard),
});
export type HomeResponse = z.infer<typeof homeResponse>;
