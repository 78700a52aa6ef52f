import { describe, expect, it } from 'vitest';
import { courseSaveBody, holeProblems, holesChanged, holesPayload, totalPar } from './holes';

const nine = Array.from({ length: 9 }, (_, i) => ({ number: i + 1, par: 4, stroke_index: i + 1 }));

describe('hole editing', () => {
  it('accepts pars 3..6 and stroke indexes 1..n each once', () => {
    expect(holeProblems(nine).size).toBe(0);
  });

  it('reports a par out of range and a stroke index beyond the hole count', () => {
    const holes = nine.map((hole) => (hole.number === 2 ? { ...hole, par: 7 } : hole));
    holes[8] = { number: 9, par: 4, stroke_index: 10 };
    holes[0] = { number: 1, par: 4, stroke_index: 9 };
    const problems = holeProblems(holes);
    expect(problems.get(2)).toEqual([{ key: 'app.courses.par_range', args: { min: 3, max: 6 } }]);
    expect(problems.get(9)).toEqual([{ key: 'app.courses.stroke_index_range', args: { max: 9 } }]);
    expect(problems.get(1)).toBeUndefined();
  });

  it('names the other holes that share a stroke index', () => {
    const holes = nine.map((hole) => (hole.number === 5 ? { ...hole, stroke_index: 3 } : hole));
    const problems = holeProblems(holes);
    expect(problems.get(3)).toEqual([{ key: 'app.courses.stroke_index_twice', args: { index: 3, holes: '5' } }]);
    expect(problems.get(5)).toEqual([{ key: 'app.courses.stroke_index_twice', args: { index: 3, holes: '3' } }]);
    expect(problems.size).toBe(2);
  });

  it('reports missing values', () => {
    const problems = holeProblems([{ number: 1, par: null, stroke_index: undefined }]);
    expect(problems.get(1)?.map((p) => p.key)).toEqual(['app.courses.par_range', 'app.courses.stroke_index_range']);
  });

  it("sends number, par and stroke index only, in the form's order (the server's holes.N errors name it)", () => {
    const withGeometry = [
      { number: 2, par: 3, stroke_index: 1, geometry: { pin: { x: 1, y: 2 } } },
      { number: 1, par: 5, stroke_index: 2, geometry: {} },
    ];
    expect(holesPayload(withGeometry)).toEqual([
      { number: 2, par: 3, stroke_index: 1 },
      { number: 1, par: 5, stroke_index: 2 },
    ]);
    expect(totalPar(withGeometry)).toBe(8);
    expect(holesChanged(withGeometry, [...withGeometry].reverse())).toBe(false);
    expect(holesChanged(withGeometry, [{ ...withGeometry[0]!, par: 4 }, withGeometry[1]!])).toBe(true);
  });
});

describe('courseSaveBody', () => {
  const previous = {
    id: 3,
    title: 'Pines',
    category: 'parkland',
    is_default: true,
    hcp_rebasing: false,
    main_image: null,
    images: [],
    tees: [{ teeing_type: 10 }],
    holes: [{ number: 1, par: 4, stroke_index: 1, geometry: { pin: { x: 0, y: 0 } } }],
  };

  it('leaves holes out when par and stroke index are unchanged, and never sends tees or geometry', () => {
    const body = courseSaveBody({ ...previous, title: 'Pines II' }, previous);
    expect(body).toEqual({
      title: 'Pines II',
      category: 'parkland',
      is_default: true,
      hcp_rebasing: false,
      main_image: null,
      images: [],
    });
  });

  it('sends the holes without geometry when one changed', () => {
    const body = courseSaveBody({ ...previous, holes: [{ ...previous.holes[0]!, par: 5 }] }, previous);
    expect(body.holes).toEqual([{ number: 1, par: 5, stroke_index: 1 }]);
  });
});
