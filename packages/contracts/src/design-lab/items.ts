import { z } from 'zod';

/** GET /api/design-lab/items.json */
export const designLabItemsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }).strict();

export const designLabItem = z.object({ id: z.string(), title: z.string(), created_at: z.string() });
export type DesignLabItem = z.infer<typeof designLabItem>;

export const designLabItemsResponse = z.object({ items: z.array(designLabItem) });
export type DesignLabItemsResponse = z.infer<typeof designLabItemsResponse>;
