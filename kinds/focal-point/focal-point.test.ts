/** The focal point's text form and the square cut around it (runtime-server/uploads/thumbnails.ts). */
import { describe, expect, it } from 'vitest';
import { formatFocalPoint, parseFocalPoint } from '../../runtime-shared/focal-point';
import { squareAround } from '../../runtime-server/uploads/thumbnails';
import { focalPointValue } from './value';

describe('the focal point', () => {
  it('is x,y in percent, each 0 to 100 with one decimal at most', () => {
    expect(parseFocalPoint('30,70')).toEqual({ x: 30, y: 70 });
    expect(parseFocalPoint('100,0.5')).toEqual({ x: 100, y: 0.5 });
    for (const bad of ['101,5', '5', '-1,5', '5,5,5', ' 5,5', '5.55,5', null, 7]) expect(parseFocalPoint(bad), String(bad)).toBeUndefined();
    expect(formatFocalPoint({ x: 25.04, y: 120 })).toBe('25,100');
    expect(focalPointValue().safeParse('').data).toBeNull();
    expect(focalPointValue().safeParse('150,3').error?.issues[0]?.message).toBe('Click on the image to choose its focal point');
  });

  it('cuts the largest square holding the point, as near its centre as the edges allow', () => {
    // 400 × 200: a 200 px square, slid along the width.
    expect(squareAround(400, 200, { x: 50, y: 50 })).toEqual({ left: 100, top: 0, width: 200, height: 200 });
    expect(squareAround(400, 200, { x: 90, y: 50 })).toEqual({ left: 200, top: 0, width: 200, height: 200 });
    expect(squareAround(400, 200, { x: 10, y: 10 })).toEqual({ left: 0, top: 0, width: 200, height: 200 });
    // 300 × 600: slid along the height.
    expect(squareAround(300, 600, { x: 50, y: 40 })).toEqual({ left: 0, top: 90, width: 300, height: 300 });
  });
});
