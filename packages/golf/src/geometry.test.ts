import { describe, it, expect } from 'vitest';
import {
  type Containment,
  type Point,
  type Polygon,
  distance,
  isSimplePolygon,
  locatePoint,
  pointInPolygon,
  polygonArea,
  polylineLength,
  roundedDistance,
} from './geometry';

const p = (x: number, y: number): Point => ({ x, y });
const square: Polygon = [p(0, 0), p(1000, 0), p(1000, 1000), p(0, 1000)];
const diamond: Polygon = [p(500, 0), p(1000, 500), p(500, 1000), p(0, 500)];
// An L shape whose inner horizontal edge lies on y = 400.
const ell: Polygon = [p(0, 0), p(400, 0), p(400, 400), p(800, 400), p(800, 800), p(0, 800)];

describe('distance', () => {
  it.each([
    [p(0, 0), p(300, 400), 500],
    [p(-300, -400), p(0, 0), 500],
    [p(10, 10), p(10, 10), 0],
    [p(0, 0), p(0, -25000), 25000],
  ])('%o to %o is %i cm', (a, b, expected) => {
    expect(distance(a, b)).toBe(expected);
    expect(distance(b, a)).toBe(expected);
  });

  it('rounds to whole centimetres on request', () => {
    expect(distance(p(0, 0), p(1, 1))).toBeCloseTo(Math.SQRT2, 12);
    expect(roundedDistance(p(0, 0), p(100, 100))).toBe(141);
  });

  it.each([
    [[], 0],
    [[p(5, 5)], 0],
    [[p(0, 0), p(0, 20000), p(15000, 40000)], 45000],
    [[p(0, 0), p(300, 400), p(300, 0)], 900],
  ])('polyline %o has length %i', (points, expected) => {
    expect(polylineLength(points)).toBe(expected);
  });
});

describe('locatePoint', () => {
  const cases: [string, Polygon, Point, Containment][] = [
    ['square centre', square, p(500, 500), 'inside'],
    ['square edge', square, p(0, 500), 'boundary'],
    ['square bottom edge', square, p(500, 0), 'boundary'],
    ['square vertex', square, p(1000, 1000), 'boundary'],
    ['just right of the square', square, p(1001, 500), 'outside'],
    ['on the extension of an edge', square, p(-1, 0), 'outside'],
    ['below the square', square, p(500, -1), 'outside'],
    ['diamond: ray through a vertex, inside', diamond, p(100, 500), 'inside'],
    ['diamond: ray through two vertices, outside', diamond, p(-100, 500), 'outside'],
    ['diamond: at a side vertex', diamond, p(1000, 500), 'boundary'],
    ['diamond: corner of the bounding box', diamond, p(50, 50), 'outside'],
    ['L: ray runs along a horizontal edge, inside', ell, p(200, 400), 'inside'],
    ['L: on the inner horizontal edge', ell, p(600, 400), 'boundary'],
    ['L: in the notch', ell, p(600, 200), 'outside'],
    ['L: right of the notch on the edge line', ell, p(900, 400), 'outside'],
    ['L: at the reflex vertex', ell, p(400, 400), 'boundary'],
    ['empty polygon', [], p(0, 0), 'outside'],
  ];

  it.each(cases)('%s', (_label, polygon, point, expected) => {
    expect(locatePoint(point, polygon)).toBe(expected);
    // Winding order does not matter.
    expect(locatePoint(point, [...polygon].reverse())).toBe(expected);
    // pointInPolygon treats the boundary as inside.
    expect(pointInPolygon(point, polygon)).toBe(expected !== 'outside');
  });
});

describe('polygonArea', () => {
  it.each([
    ['square', square, 1_000_000],
    ['reversed square', [...square].reverse(), 1_000_000],
    ['diamond', diamond, 500_000],
    ['L', ell, 480_000],
  ])('%s', (_label, polygon, expected) => {
    expect(polygonArea(polygon)).toBe(expected);
  });
});

describe('isSimplePolygon', () => {
  it.each([
    ['square', square, true],
    ['L', ell, true],
    ['triangle', [p(0, 0), p(10, 0), p(0, 10)], true],
    ['bow tie', [p(0, 0), p(10, 10), p(10, 0), p(0, 10)], false],
    ['two points', [p(0, 0), p(10, 0)], false],
    ['repeated vertex', [p(0, 0), p(10, 0), p(10, 0), p(0, 10)], false],
    ['first vertex repeated at the end', [...square, p(0, 0)], false],
    ['edge folding back on itself', [p(0, 0), p(10, 0), p(5, 0), p(5, 10)], false],
    ['all points on a line', [p(0, 0), p(5, 0), p(10, 0)], false],
    ['vertex touching another edge', [p(0, 0), p(10, 0), p(10, 10), p(5, 0), p(0, 10)], false],
  ])('%s -> %s', (_label, polygon, expected) => {
    expect(isSimplePolygon(polygon)).toBe(expected);
  });
});
