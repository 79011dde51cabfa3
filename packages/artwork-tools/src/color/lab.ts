// sRGB (8-bit, D65) ⇄ CIE L*a*b*, and the CIE76 colour difference ΔE*ab: the distance every tool
// judges "the same colour" by. About 2.3 is a just-noticeable difference; JPEG noise on a flat
// background stays under about 5.

export type Lab = [l: number, a: number, b: number];
export type Rgb = [r: number, g: number, b: number];

// sRGB component (0..255) → linear light (0..1)
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

// D65 white
const XN = 0.95047;
const YN = 1;
const ZN = 1.08883;
const EPS = 216 / 24389;
const KAPPA = 24389 / 27;

const f = (t: number) => (t > EPS ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInv = (t: number) => (t ** 3 > EPS ? t ** 3 : (116 * t - 16) / KAPPA);

export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = LINEAR[r]!;
  const lg = LINEAR[g]!;
  const lb = LINEAR[b]!;
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / XN;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / YN;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / ZN;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** Lab → 8-bit sRGB, clipped to the gamut. */
export function labToRgb(l: number, a: number, b: number): Rgb {
  const fy = (l + 16) / 116;
  const x = fInv(fy + a / 500) * XN;
  const y = (l > KAPPA * EPS ? fy ** 3 : l / KAPPA) * YN;
  const z = fInv(fy - b / 200) * ZN;
  const lr = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const lg = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const lb = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  return [encode(lr), encode(lg), encode(lb)];
}

function encode(linear: number): number {
  const c = linear <= 0.0031308 ? 12.92 * linear : 1.055 * Math.max(0, linear) ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
}

/** CIE76 ΔE*ab between two Lab colours. */
export function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** ΔE*ab between an 8-bit sRGB colour and a Lab colour. */
export function deltaERgb(r: number, g: number, b: number, lab: Lab): number {
  return deltaE(rgbToLab(r, g, b), lab);
}
