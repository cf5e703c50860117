/**
 * Colour interpolation in the HCL space (CIELCh, D50), as d3-interpolate's interpolateHcl does on
 * top of d3-color: Superset's sequential schemes blend their stops this way. Hue takes the short
 * way round; a grey (no hue) or black/white (no chroma) end borrows the other end's value.
 */

interface Hcl {
  h: number;
  c: number;
  l: number;
}

// d3-color's Lab constants (D50 white point).
const XN = 0.96422;
const ZN = 0.82521;
const T0 = 4 / 29;
const T1 = 6 / 29;
const T2 = 3 * T1 * T1;
const T3 = T1 * T1 * T1;

function toLinear(channel: number): number {
  const x = channel / 255;
  return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
}

function fromLinear(x: number): number {
  return 255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - 0.055);
}

function xyzToLab(t: number): number {
  return t > T3 ? Math.pow(t, 1 / 3) : t / T2 + T0;
}

function labToXyz(t: number): number {
  return t > T1 ? t * t * t : T2 * (t - T0);
}

/** `#rrggbb` -> HCL (hue in degrees; NaN hue for greys, NaN chroma for black and white). */
export function hexToHcl(hex: string): Hcl {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [toLinear((n >> 16) & 255), toLinear((n >> 8) & 255), toLinear(n & 255)];
  const y = xyzToLab(0.2225045 * r + 0.7168786 * g + 0.0606169 * b);
  const grey = r === g && g === b;
  const x = grey ? y : xyzToLab((0.4360747 * r + 0.3850649 * g + 0.1430804 * b) / XN);
  const z = grey ? y : xyzToLab((0.0139322 * r + 0.0971045 * g + 0.7141733 * b) / ZN);
  const [l, a, bb] = [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  if (a === 0 && bb === 0) return { h: Number.NaN, c: l > 0 && l < 100 ? 0 : Number.NaN, l };
  const h = (Math.atan2(bb, a) * 180) / Math.PI;
  return { h: h < 0 ? h + 360 : h, c: Math.hypot(a, bb), l };
}

function channelHex(value: number): string {
  const clamped = Math.max(0, Math.min(255, Math.round(value) || 0));
  return clamped.toString(16).padStart(2, '0');
}

/** HCL -> `#RRGGBB`, channels rounded and clamped to 0..255. */
export function hclToHex({ h, c, l }: Hcl): string {
  const [a, b] = Number.isNaN(h)
    ? [0, 0]
    : [Math.cos((h * Math.PI) / 180) * c, Math.sin((h * Math.PI) / 180) * c];
  let y = (l + 16) / 116;
  const x = XN * labToXyz(Number.isNaN(a) ? y : y + a / 500);
  const z = ZN * labToXyz(Number.isNaN(b) ? y : y - b / 200);
  y = labToXyz(y);
  const rgb = [
    fromLinear(3.1338561 * x - 1.6168667 * y - 0.4906146 * z),
    fromLinear(-0.9787684 * x + 1.9161415 * y + 0.033454 * z),
    fromLinear(0.0719453 * x - 0.2289914 * y + 1.4052427 * z),
  ];
  return `#${rgb.map(channelHex).join('').toUpperCase()}`;
}

/** A value between two others; an undefined (NaN) end takes the other end's value. */
function between(from: number, to: number, t: number): number {
  const d = to - from;
  return d ? from + t * d : Number.isNaN(from) ? to : from;
}

/** Hue between two angles along the shorter arc. */
function hueBetween(from: number, to: number, t: number): number {
  const d = to - from;
  if (!d) return Number.isNaN(from) ? to : from;
  return from + t * (d > 180 || d < -180 ? d - 360 * Math.round(d / 360) : d);
}

/** An interpolator from one `#rrggbb` colour to another in HCL; t in 0..1 gives `#RRGGBB`. */
export function interpolateHcl(from: string, to: string): (t: number) => string {
  const [a, b] = [hexToHcl(from), hexToHcl(to)];
  return (t) =>
    hclToHex({ h: hueBetween(a.h, b.h, t), c: between(a.c, b.c, t), l: between(a.l, b.l, t) });
}
