/** The store's own labels for made-to-order goods (transfers, stickers, spangles, print, drinkware). */
export interface HouseBrand {
  slug: string;
  name: string;
  description: string;
}

export const HOUSE_BRANDS = {
  transfers: { slug: 'hotpeel-transfers', name: 'Hotpeel Transfers', description: 'DTF, UV DTF and screen print transfers printed to order and shipped ready to press.' },
  screenPrint: { slug: 'plastisol-works', name: 'Plastisol Works', description: 'Cold-peel plastisol screen print transfers for long runs at a low unit price.' },
  stickers: { slug: 'tackline-stickers', name: 'Tackline Stickers', description: 'Weatherproof vinyl stickers, cut to shape, in matte, gloss and holographic.' },
  spangles: { slug: 'glint-spangles', name: 'Glint Spangles', description: 'Spangle and rhinestone heat transfers that catch the light from across the room.' },
  print: { slug: 'inkpost-print', name: 'Inkpost Print', description: 'Business cards, flyers and banners printed on premium stocks, shipped fast.' },
  drinkware: { slug: 'tumblewell', name: 'Tumblewell', description: 'Sublimation-ready and powder-coated drinkware for custom gifts and merch.' },
} as const satisfies Record<string, HouseBrand>;
