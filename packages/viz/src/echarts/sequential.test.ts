import { describe, expect, it } from 'vitest';
import { interpolateHcl } from './hcl.ts';
import {
  createLinearColorScale,
  sequentialColors,
  sequentialSteps,
  sequentialStops,
} from './sequential.ts';

/** CIE lightness L* of the grey #vvvvvv (sRGB, by the textbook formulas). */
function greyLightness(v: number): number {
  const c = v / 255;
  const y = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  return y > (6 / 29) ** 3 ? 116 * Math.cbrt(y) - 16 : (29 / 3) ** 3 * y;
}

/** The grey `#VVVVVV` whose lightness is L*. */
function greyOfLightness(l: number): string {
  const f = (l + 16) / 116;
  const y = f > 6 / 29 ? f ** 3 : 3 * (6 / 29) ** 2 * (f - 4 / 29);
  const c = y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055;
  const hex = Math.round(255 * c)
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();
  return `#${hex}${hex}${hex}`;
}

describe('HCL interpolation', () => {
  it('gives the colours d3-interpolate documents for interpolateHcl', () => {
    // d3-interpolate's tests: steelblue -> #f00 at 0.2 is rgb(106, 121, 206).
    expect(interpolateHcl('#4682b4', '#ff0000')(0.2)).toBe('#6A79CE');
    expect(interpolateHcl('#4682b4', '#ff0000')(0)).toBe('#4682B4');
    expect(interpolateHcl('#4682b4', '#ff0000')(1)).toBe('#FF0000');
    // Towards black (no chroma, no hue) the other end's hue and chroma are kept: rgb(166, 0, 0), rgb(97, 97, 97).
    expect(interpolateHcl('#ff0000', '#000000')(0.5)).toBe('#A60000');
    expect(interpolateHcl('#cccccc', '#000000')(0.5)).toBe('#616161');
    expect(interpolateHcl('#000000', '#66ff00')(0.5)).toBe('#008100');
  });
});

describe('sequential colour scales', () => {
  it('lists every stop of a scheme and its two ends', () => {
    expect(sequentialStops('dark_blue')).toEqual([
      '#EBF5F8',
      '#6BB1CC',
      '#357E9B',
      '#1B4150',
      '#092935',
    ]);
    expect(sequentialStops('no_such_scheme')[9]).toBe('#050415');
    expect(sequentialColors('superset_seq_1')).toEqual(['#F4FAD4', '#050415']);
    expect(sequentialColors('greens')).toEqual(['#ffffcc', '#006837']);
  });

  it('puts each stop at its evenly spaced point of the extent', () => {
    const scale = createLinearColorScale('superset_seq_1', 0, 90);
    expect([0, 10, 20, 30, 40, 50, 60, 70, 80, 90].map(scale)).toEqual([
      '#F4FAD4',
      '#D7F1AC',
      '#A9E3AF',
      '#82CDBB',
      '#63C1BF',
      '#1FA8C9',
      '#2367AC',
      '#2A2D84',
      '#251354',
      '#050415',
    ]);
    const dark = createLinearColorScale('dark_blue', 100, 500);
    expect([100, 200, 300, 400, 500].map(dark)).toEqual([
      '#EBF5F8',
      '#6BB1CC',
      '#357E9B',
      '#1B4150',
      '#092935',
    ]);
  });

  it('blends the two neighbouring stops between intermediate stops', () => {
    // schemeGrays: #cecece #b4b4b4 #979797 #7a7a7a ... over 0..7; 1.5 lies halfway from #b4b4b4 to #979797.
    const greys = createLinearColorScale('schemeGrays', 0, 7);
    const halfway = greyOfLightness((greyLightness(0xb4) + greyLightness(0x97)) / 2);
    expect(halfway).toBe('#A5A5A5');
    expect(greys(1.5)).toBe(halfway);
    // A quarter of the way from #979797 (2) to #7a7a7a (3).
    expect(greys(2.25)).toBe(
      greyOfLightness(greyLightness(0x97) * 0.75 + greyLightness(0x7a) * 0.25),
    );
    // Two stops only: white -> black meets L* 50 halfway.
    expect(createLinearColorScale('white_black', 0, 1)(0.5)).toBe(greyOfLightness(50));
    expect(greyOfLightness(50)).toBe('#777777');
  });

  it('blends coloured intermediate stops in HCL, not the two ends of the scheme', () => {
    const scale = createLinearColorScale('superset_seq_1', 0, 90);
    // 45 is halfway from #63C1BF (40) to #1FA8C9 (50).
    expect(scale(45)).toBe(interpolateHcl('#63C1BF', '#1FA8C9')(0.5));
    expect(scale(45)).not.toBe(interpolateHcl('#F4FAD4', '#050415')(0.5));
    // fire: white, yellow, red, black over 0..3; 1.5 is halfway from yellow to red.
    expect(createLinearColorScale('fire', 0, 3)(1.5)).toBe(
      interpolateHcl('#FFFF00', '#FF0000')(0.5),
    );
  });

  it('clamps values outside the extent and handles a single value as d3 does', () => {
    const scale = createLinearColorScale('dark_blue', 10, 20);
    expect([scale(-5), scale(99), scale(Number.NaN)]).toEqual(['#EBF5F8', '#092935', '#EBF5F8']);
    // min === max: d3's scale lands halfway along the last segment.
    expect(createLinearColorScale('dark_blue', 7, 7)(7)).toBe(
      interpolateHcl('#1B4150', '#092935')(0.5),
    );
  });

  it('spreads a number of colours evenly through the scheme, as SequentialScheme.getColors does', () => {
    // dark_blue has 5 stops; 9 colours hit every stop and the halfway point between each pair.
    const nine = sequentialSteps('dark_blue', 9);
    expect([nine[0], nine[2], nine[4], nine[6], nine[8]]).toEqual([
      '#EBF5F8',
      '#6BB1CC',
      '#357E9B',
      '#1B4150',
      '#092935',
    ]);
    expect(nine[5]).toBe(interpolateHcl('#357E9B', '#1B4150')(0.5));
    expect(sequentialSteps('schemeGrays', 15)[3]).toBe(
      greyOfLightness((greyLightness(0xb4) + greyLightness(0x97)) / 2),
    );
    expect(sequentialSteps('fire', 1)).toEqual(['#FFFFFF']);
  });
});
