import type { ApparelGarment } from './garments';

export type Audience = 'unisex' | 'women' | 'men' | 'youth' | 'none';

/** A real-looking style a mill sells; its title is `${brand} ${style} ${name}`. */
export interface ApparelStyle {
  style: string;
  garment: ApparelGarment;
  name: string;
  fabric: string;
  audience: Audience;
}

export interface ApparelBrand {
  slug: string;
  name: string;
  description: string;
  /** relative share of the blank catalogue */
  weight: number;
  garments: readonly (readonly [ApparelGarment, number])[];
  /** restricts synthesised styles to the mill's signature fabrics */
  fabrics?: readonly string[];
  /**
   * Style-number shapes for synthesised styles, per garment (style-numbering.ts: '#' a digit,
   * '[a-b]' a digit range); every garment of `garments` has some, and no two garments share a number.
   */
  numbering: { readonly [G in ApparelGarment]?: readonly string[] };
  styles: readonly ApparelStyle[];
}

const s = (style: string, garment: ApparelGarment, name: string, fabric: string, audience: Audience = 'unisex'): ApparelStyle => ({
  style,
  garment,
  name,
  fabric,
  audience,
});

export const APPAREL_BRANDS: readonly ApparelBrand[] = [
  {
    slug: 'gildan',
    name: 'Gildan',
    description: 'Everyday basics built for printing: consistent fit, big colour range and dependable stock.',
    weight: 10,
    garments: [['tee', 6], ['longsleeve', 2], ['hoodie', 3], ['sweatshirt', 2], ['tank', 1], ['polo', 1]],
    numbering: { tee: ['#000', '[2-7]#000'], longsleeve: ['#400', '[2-7]#400'], tank: ['#200', '[2-7]#200'], polo: ['#800', '[2-7]#800'], hoodie: ['1#500', '[8-9]#500'], sweatshirt: ['1#000', '[8-9]#000'] },
    styles: [
      s('5000', 'tee', 'Heavy Cotton Tee', 'heavy-cotton'),
      s('64000', 'tee', 'Softstyle Tee', 'softstyle'),
      s('2000', 'tee', 'Ultra Cotton Tee', 'heavy-cotton'),
      s('18500', 'hoodie', 'Heavy Blend Hooded Sweatshirt', 'heavy-blend'),
      s('18000', 'sweatshirt', 'Heavy Blend Crewneck Sweatshirt', 'heavy-blend'),
      s('5400', 'longsleeve', 'Heavy Cotton Long Sleeve Tee', 'heavy-cotton'),
      s('2400', 'longsleeve', 'Ultra Cotton Long Sleeve Tee', 'heavy-cotton'),
      s('2200', 'tank', 'Ultra Cotton Tank Top', 'heavy-cotton', 'men'),
      s('8800', 'polo', 'DryBlend Jersey Polo', 'jersey-polo', 'men'),
      s('5000B', 'tee', 'Youth Heavy Cotton Tee', 'heavy-cotton', 'youth'),
      s('18500B', 'hoodie', 'Youth Heavy Blend Hooded Sweatshirt', 'heavy-blend', 'youth'),
    ],
  },
  {
    slug: 'bella-canvas',
    name: 'Bella+Canvas',
    description: 'Retail-fit fashion basics in Airlume combed and ring-spun cotton, made for soft prints.',
    weight: 9,
    garments: [['tee', 6], ['longsleeve', 1], ['hoodie', 2], ['sweatshirt', 1], ['tank', 2]],
    fabrics: ['jersey', 'triblend', 'cvc', 'heather', 'sponge-fleece', 'flowy', 'triblend-fleece'],
    numbering: { tee: ['30##', '341#', '60##', '640#'], tank: ['348#', '88##'], longsleeve: ['35##'], hoodie: ['37##'], sweatshirt: ['39##'] },
    styles: [
      s('3001', 'tee', 'Unisex Jersey Tee', 'jersey'),
      s('3001CVC', 'tee', 'Unisex Heather CVC Tee', 'cvc'),
      s('3413', 'tee', 'Unisex Triblend Tee', 'triblend'),
      s('3480', 'tank', 'Unisex Jersey Tank', 'jersey'),
      s('3501', 'longsleeve', 'Unisex Jersey Long Sleeve Tee', 'jersey'),
      s('3719', 'hoodie', 'Unisex Sponge Fleece Pullover Hoodie', 'sponge-fleece'),
      s('3901', 'sweatshirt', 'Unisex Sponge Fleece Raglan Sweatshirt', 'sponge-fleece'),
      s('6400', 'tee', "Women's Relaxed Jersey Tee", 'jersey', 'women'),
      s('8800', 'tank', "Women's Flowy Racerback Tank", 'flowy', 'women'),
      s('3001Y', 'tee', 'Youth Jersey Tee', 'jersey', 'youth'),
    ],
  },
  {
    slug: 'comfort-colors',
    name: 'Comfort Colors',
    description: 'Garment-dyed heavyweights with a broken-in feel and a washed, vintage colour palette.',
    weight: 7,
    garments: [['tee', 5], ['longsleeve', 2], ['hoodie', 2], ['sweatshirt', 2], ['tank', 1]],
    fabrics: ['garment-dyed', 'dyed-fleece'],
    numbering: { tee: ['17##', '30##'], longsleeve: ['44##', '601#'], hoodie: ['15#7', '19#7'], sweatshirt: ['15#6', '19#6'], tank: ['93##', '97##'] },
    styles: [
      s('1717', 'tee', 'Garment-Dyed Heavyweight Tee', 'garment-dyed'),
      s('1566', 'sweatshirt', 'Garment-Dyed Crewneck Sweatshirt', 'dyed-fleece'),
      s('1567', 'hoodie', 'Garment-Dyed Hooded Sweatshirt', 'dyed-fleece'),
      s('6014', 'longsleeve', 'Garment-Dyed Heavyweight Long Sleeve Tee', 'garment-dyed'),
      s('9360', 'tank', 'Garment-Dyed Heavyweight Tank', 'garment-dyed'),
      s('3023CL', 'tee', "Women's Garment-Dyed Tee", 'garment-dyed', 'women'),
    ],
  },
  {
    slug: 'next-level',
    name: 'Next Level',
    description: 'Lightweight, fitted fashion tees and fleece with a modern silhouette.',
    weight: 6,
    garments: [['tee', 6], ['longsleeve', 1], ['hoodie', 1], ['tank', 2]],
    fabrics: ['jersey', 'cvc', 'triblend', 'sueded', 'heather', 'midweight-fleece', 'triblend-fleece'],
    numbering: { tee: ['3#[0-1]0', '6#[0-1]0', '1#[0-1]0'], longsleeve: ['3#[0-1]1', '6#[0-1]1'], tank: ['3#33', '6#33', '1#33'], hoodie: ['9#0[0-3]'] },
    styles: [
      s('3600', 'tee', 'Unisex Cotton Tee', 'jersey'),
      s('6210', 'tee', 'Unisex CVC Tee', 'cvc'),
      s('6010', 'tee', 'Unisex Triblend Tee', 'triblend'),
      s('6410', 'tee', 'Unisex Sueded Tee', 'sueded'),
      s('3633', 'tank', "Men's Cotton Muscle Tank", 'jersey', 'men'),
      s('9303', 'hoodie', 'Unisex Santa Cruz Pullover Hoodie', 'midweight-fleece'),
      s('3601', 'longsleeve', 'Unisex Cotton Long Sleeve Tee', 'jersey'),
      s('3310', 'tee', 'Youth Cotton Tee', 'jersey', 'youth'),
    ],
  },
  {
    slug: 'port-company',
    name: 'Port & Company',
    description: 'Value-priced core cotton and fleece in dozens of colours, a staple for teams and events.',
    weight: 6,
    garments: [['tee', 5], ['longsleeve', 1], ['hoodie', 2], ['sweatshirt', 1], ['tank', 1], ['tote', 1]],
    numbering: { tee: ['PC[5-6]#', 'PC[1-4]#0'], longsleeve: ['PC[5-6]#LS'], hoodie: ['PC[7-9]#H'], sweatshirt: ['PC[7-9]#'], tank: ['PC[5-6]#TT'], tote: ['B0##'] },
    styles: [
      s('PC54', 'tee', 'Core Cotton Tee', 'heavy-cotton'),
      s('PC61', 'tee', 'Essential Tee', 'heavy-cotton'),
      s('PC78H', 'hoodie', 'Core Fleece Pullover Hooded Sweatshirt', 'heavy-blend'),
      s('PC90H', 'hoodie', 'Essential Fleece Pullover Hooded Sweatshirt', 'heavy-blend'),
      s('PC54LS', 'longsleeve', 'Long Sleeve Core Cotton Tee', 'heavy-cotton'),
      s('PC78', 'sweatshirt', 'Core Fleece Crewneck Sweatshirt', 'heavy-blend'),
      s('PC54Y', 'tee', 'Youth Core Cotton Tee', 'heavy-cotton', 'youth'),
      s('B050', 'tote', 'Value Cotton Tote', 'canvas', 'none'),
    ],
  },
  {
    slug: 'port-authority',
    name: 'Port Authority',
    description: 'Polos, caps and bags for uniforms and corporate programs.',
    weight: 4,
    garments: [['polo', 5], ['hat', 2], ['tote', 1]],
    numbering: { polo: ['K[1-8]##'], hat: ['C[1-9]##'], tote: ['BG[1-4]##'] },
    styles: [
      s('K500', 'polo', 'Silk Touch Polo', 'silk-touch', 'men'),
      s('L500', 'polo', "Ladies' Silk Touch Polo", 'silk-touch', 'women'),
      s('K420', 'polo', 'Pique Pocket Polo', 'pique', 'men'),
      s('C112', 'hat', 'Snapback Trucker Cap', 'trucker', 'none'),
      s('BG408', 'tote', 'Cotton Twill Tote', 'canvas', 'none'),
    ],
  },
  {
    slug: 'champion',
    name: 'Champion',
    description: 'Athletic heritage fleece and tees with the reverse-weave attitude.',
    weight: 4,
    garments: [['hoodie', 3], ['sweatshirt', 2], ['tee', 3], ['longsleeve', 1]],
    numbering: { hoodie: ['S7##', 'S1#1'], sweatshirt: ['S6##', 'S1#9'], tee: ['T4##', 'CD4[0-4]#'], longsleeve: ['T5##', 'CD5[0-4]#'] },
    styles: [
      s('S700', 'hoodie', 'Powerblend Hooded Sweatshirt', 'heavy-blend'),
      s('S600', 'sweatshirt', 'Powerblend Crewneck Sweatshirt', 'heavy-blend'),
      s('T425', 'tee', 'Short Sleeve Tagless Tee', 'heavyweight'),
      s('CD400', 'tee', 'Garment-Dyed Short Sleeve Tee', 'garment-dyed'),
    ],
  },
  {
    slug: 'hanes',
    name: 'Hanes',
    description: 'Tagless classics and EcoSmart fleece at prices that work for big runs.',
    weight: 5,
    garments: [['tee', 5], ['longsleeve', 2], ['hoodie', 2], ['sweatshirt', 2]],
    numbering: { tee: ['5#[5-8]0', '4#[5-8]0'], longsleeve: ['5#86', '4#86'], hoodie: ['P17#', 'RS17#', 'P18#'], sweatshirt: ['P16#', 'RS16#'] },
    styles: [
      s('5250', 'tee', 'Authentic-T Tee', 'heavy-cotton'),
      s('4980', 'tee', 'Nano-T Tee', 'jersey'),
      s('5180', 'tee', 'Beefy-T Tee', 'heavyweight'),
      s('P170', 'hoodie', 'EcoSmart Pullover Hooded Sweatshirt', 'heavy-blend'),
      s('P160', 'sweatshirt', 'EcoSmart Crewneck Sweatshirt', 'heavy-blend'),
      s('5586', 'longsleeve', 'Authentic-T Long Sleeve Tee', 'heavy-cotton'),
    ],
  },
  {
    slug: 'independent-trading-co',
    name: 'Independent Trading Co.',
    description: 'Streetwear-weight fleece with clean construction, cut in California.',
    weight: 5,
    garments: [['hoodie', 5], ['sweatshirt', 3], ['tee', 1]],
    fabrics: ['midweight-fleece', 'heavy-fleece', 'dyed-fleece', 'heavyweight'],
    numbering: { hoodie: ['SS4#00', 'IND4#00', 'IND5#00P', 'PRM4#00'], sweatshirt: ['SS3#00', 'IND3#00', 'PRM3#00'], tee: ['SS1#00'] },
    styles: [
      s('SS4500', 'hoodie', 'Midweight Hooded Sweatshirt', 'midweight-fleece'),
      s('IND4000', 'hoodie', 'Heavyweight Hooded Sweatshirt', 'heavy-fleece'),
      s('SS3000', 'sweatshirt', 'Midweight Crewneck Sweatshirt', 'midweight-fleece'),
      s('IND5000P', 'hoodie', 'Heavyweight Pigment-Dyed Hooded Sweatshirt', 'dyed-fleece'),
      s('PRM1500Y', 'hoodie', 'Youth Midweight Hooded Sweatshirt', 'midweight-fleece', 'youth'),
    ],
  },
  {
    slug: 'district',
    name: 'District',
    description: 'Soft, fashion-forward basics with a vintage wash.',
    weight: 4,
    garments: [['tee', 5], ['longsleeve', 1], ['hoodie', 1], ['tank', 1]],
    fabrics: ['jersey', 'fine-jersey', 'triblend', 'cvc', 'heather', 'sponge-fleece', 'flowy'],
    numbering: { tee: ['DT5#00', 'DT60#0', 'DT61#0', 'DM1#0'], longsleeve: ['DT62#0', 'DM1#7'], hoodie: ['DT81#0', 'DT83#0'], tank: ['DT[5-6]0#3'] },
    styles: [
      s('DT6000', 'tee', 'Very Important Tee', 'fine-jersey'),
      s('DT5000', 'tee', 'The Concert Tee', 'jersey'),
      s('DT6200', 'longsleeve', 'Very Important Tee Long Sleeve', 'fine-jersey'),
      s('DT6000Y', 'tee', 'Youth Very Important Tee', 'fine-jersey', 'youth'),
    ],
  },
  {
    slug: 'sport-tek',
    name: 'Sport-Tek',
    description: 'Moisture-wicking performance wear for teams, leagues and gyms.',
    weight: 5,
    garments: [['tee', 4], ['longsleeve', 2], ['hoodie', 2], ['polo', 2], ['tank', 1]],
    fabrics: ['performance', 'cooling', 'perf-fleece', 'micropique'],
    numbering: { tee: ['ST3##', 'ST4##'], longsleeve: ['ST3##LS'], hoodie: ['ST2##', 'F2##'], polo: ['ST6##'], tank: ['ST5##'] },
    styles: [
      s('ST350', 'tee', 'PosiCharge Competitor Tee', 'performance'),
      s('ST350LS', 'longsleeve', 'Long Sleeve PosiCharge Competitor Tee', 'performance'),
      s('ST254', 'hoodie', 'Pullover Hooded Sweatshirt', 'perf-fleece'),
      s('ST650', 'polo', 'Micropique Sport-Wick Polo', 'micropique', 'men'),
      s('YST350', 'tee', 'Youth PosiCharge Competitor Tee', 'performance', 'youth'),
    ],
  },
  {
    slug: 'augusta-sportswear',
    name: 'Augusta Sportswear',
    description: 'Team uniforms and practice wear in wicking performance knits.',
    weight: 3,
    garments: [['tee', 4], ['tank', 2], ['longsleeve', 1], ['hoodie', 1]],
    fabrics: ['performance', 'cooling', 'perf-fleece'],
    numbering: { tee: ['7##', '29##'], tank: ['16##'], longsleeve: ['28##'], hoodie: ['55##'] },
    styles: [s('790', 'tee', 'Performance Tee', 'performance'), s('1602', 'tank', 'Training Tank', 'performance')],
  },
  {
    slug: 'badger-sport',
    name: 'Badger Sport',
    description: 'Performance tees and fleece built for school and club teams.',
    weight: 3,
    garments: [['tee', 4], ['longsleeve', 2], ['hoodie', 1]],
    fabrics: ['performance', 'cooling', 'perf-fleece'],
    numbering: { tee: ['4[1-3][2-9]0', '2[1-3][2-9]0'], longsleeve: ['4[1-3]0[4-7]', '2[1-3]0[4-7]'], hoodie: ['14##', '12##'] },
    styles: [s('4120', 'tee', 'B-Core Tee', 'performance'), s('4104', 'longsleeve', 'B-Core Long Sleeve Tee', 'performance')],
  },
  {
    slug: 'richardson',
    name: 'Richardson',
    description: 'The trucker caps custom shops reach for first, in every panel shape.',
    weight: 3,
    garments: [['hat', 1]],
    numbering: { hat: ['###', '###R', '###L'] },
    styles: [
      s('112', 'hat', 'Trucker Cap', 'trucker', 'none'),
      s('115', 'hat', 'Low Pro Trucker Cap', 'trucker', 'none'),
      s('168', 'hat', 'Seven-Panel Trucker Cap', 'trucker', 'none'),
      s('256', 'hat', 'Umpqua Snapback Cap', 'twill', 'none'),
      s('320', 'hat', 'Washed Chino Dad Hat', 'chino', 'none'),
    ],
  },
  {
    slug: 'yupoong',
    name: 'Yupoong',
    description: 'Flexfit and YP Classics caps and beanies with a structured, true-to-size fit.',
    weight: 3,
    garments: [['hat', 1]],
    numbering: { hat: ['6###', '6###M', '1###KC', '5###'] },
    styles: [
      s('6089M', 'hat', 'Classic Snapback Cap', 'wool-blend', 'none'),
      s('6006', 'hat', 'Five-Panel Classic Trucker Cap', 'trucker', 'none'),
      s('6245CM', 'hat', 'Classic Dad Hat', 'chino', 'none'),
      s('1500KC', 'hat', 'Cuffed Knit Beanie', 'knit', 'none'),
    ],
  },
  {
    slug: 'jerzees',
    name: 'Jerzees',
    description: 'Dri-Power and NuBlend basics that keep their shape wash after wash.',
    weight: 4,
    garments: [['tee', 4], ['longsleeve', 1], ['hoodie', 2], ['sweatshirt', 2], ['polo', 1]],
    fabrics: ['dri-power', 'heavy-blend', 'pique', 'heavy-cotton'],
    numbering: { tee: ['2#M', '36#M'], longsleeve: ['2#LS', '36#LS'], hoodie: ['99#M', '49#7M'], sweatshirt: ['56#M', '46#2M'], polo: ['43#M', '53#M'] },
    styles: [
      s('29M', 'tee', 'Dri-Power Tee', 'dri-power'),
      s('996M', 'hoodie', 'NuBlend Hooded Sweatshirt', 'heavy-blend'),
      s('562M', 'sweatshirt', 'NuBlend Crewneck Sweatshirt', 'heavy-blend'),
      s('437M', 'polo', 'SpotShield Jersey Polo', 'pique', 'men'),
      s('29LS', 'longsleeve', 'Dri-Power Long Sleeve Tee', 'dri-power'),
      s('29B', 'tee', 'Youth Dri-Power Tee', 'dri-power', 'youth'),
    ],
  },
  {
    slug: 'american-apparel',
    name: 'American Apparel',
    description: 'Fine jersey essentials with a slim, retail fit.',
    weight: 3,
    garments: [['tee', 5], ['longsleeve', 1], ['tank', 2], ['sweatshirt', 1]],
    fabrics: ['fine-jersey', 'triblend', 'cvc', 'heavyweight', 'midweight-fleece'],
    numbering: { tee: ['[1-2]#01', '[1-2]#02'], tank: ['[1-2]#08'], longsleeve: ['[1-2]#07'], sweatshirt: ['[4-5]#96'] },
    styles: [
      s('2001', 'tee', 'Fine Jersey Tee', 'fine-jersey'),
      s('1301', 'tee', 'Heavyweight Cotton Tee', 'heavyweight'),
      s('2408', 'tank', 'Unisex Fine Jersey Tank', 'fine-jersey'),
      s('2007', 'longsleeve', 'Fine Jersey Long Sleeve Tee', 'fine-jersey'),
    ],
  },
  {
    slug: 'lane-seven',
    name: 'Lane Seven',
    description: 'Premium fleece and tees with a relaxed streetwear cut.',
    weight: 3,
    garments: [['hoodie', 3], ['sweatshirt', 2], ['tee', 2]],
    fabrics: ['midweight-fleece', 'heavy-fleece', 'jersey', 'cvc'],
    numbering: { hoodie: ['LS14#0#'], sweatshirt: ['LS13#0#'], tee: ['LS15#0#'] },
    styles: [
      s('LS14001', 'hoodie', 'Unisex Premium Pullover Hoodie', 'midweight-fleece'),
      s('LS13001', 'sweatshirt', 'Unisex Premium Crewneck Sweatshirt', 'midweight-fleece'),
      s('LS15000', 'tee', 'Unisex Deluxe Tee', 'jersey'),
    ],
  },
  {
    slug: 'los-angeles-apparel',
    name: 'Los Angeles Apparel',
    description: 'Heavy, garment-dyed cuts sewn in Los Angeles.',
    weight: 3,
    garments: [['tee', 3], ['longsleeve', 1], ['hoodie', 2], ['sweatshirt', 1]],
    fabrics: ['garment-dyed', 'heavyweight', 'heavy-fleece', 'dyed-fleece'],
    numbering: { tee: ['1[8-9]0[1-5]GD', '1[8-9]1[1-5]GD', '1[2-3]0[1-5]'], longsleeve: ['1[8-9]0[6-9]GD', '1[8-9]1[6-9]GD', '1[2-3]0[6-9]'], hoodie: ['HF#9', 'HF1#9'], sweatshirt: ['HF#7', 'HF1#7'] },
    styles: [
      s('1801GD', 'tee', 'Garment-Dyed Heavy Jersey Tee', 'garment-dyed'),
      s('HF09', 'hoodie', 'Heavy Fleece Hooded Pullover', 'heavy-fleece'),
      s('HF07', 'sweatshirt', 'Heavy Fleece Crewneck', 'heavy-fleece'),
      s('1809GD', 'longsleeve', 'Garment-Dyed Heavy Jersey Long Sleeve', 'garment-dyed'),
    ],
  },
  {
    slug: 'liberty-bags',
    name: 'Liberty Bags',
    description: 'Totes, drawstrings and grocery bags that print cleanly edge to edge.',
    weight: 2,
    garments: [['tote', 1]],
    numbering: { tote: ['####', 'OAD###'] },
    styles: [s('8502', 'tote', 'Natural Canvas Tote', 'canvas', 'none'), s('8860', 'tote', 'Nicole Cotton Canvas Tote', 'canvas', 'none')],
  },
];
