import { describe, expect, it } from 'vitest';
import { courseCreateBody, parseDefinition } from './definition';

describe('course definition', () => {
  it('reads tees and holes, tees optional', () => {
    const hole = { number: 1, par: 4, stroke_index: 1, geometry: {} };
    expect(parseDefinition(JSON.stringify({ tees: [], holes: [hole] }))).toEqual({ tees: [], holes: [hole] });
    expect(parseDefinition(JSON.stringify({ holes: [hole] }))).toEqual({ tees: [], holes: [hole] });
  });

  it.each(['', 'not json', '[]', '{"holes": []}', '{"holes": {}}', '{"tees": 3, "holes": [{}]}', 'null'])(
    'is not the shape: %j',
    (text) => {
      expect(parseDefinition(text)).toBeNull();
    },
  );

  it('sends the fields with the definition spread in, and no definition field', () => {
    const body = courseCreateBody({ title: 'New', definition: '{"tees":[],"holes":[{"number":1}]}' });
    expect(body).toEqual({ title: 'New', tees: [], holes: [{ number: 1 }] });
    expect(courseCreateBody({ title: 'New', definition: 'x' })).toEqual({ title: 'New', holes: [] });
  });
});
