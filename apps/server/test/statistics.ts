import type { TestApp } from './app';
import { demoCourses, holesOf } from './golf';

/** The first regular demo course with its holes and their pars, and the driving ranges. */
export async function statisticsCourse(testApp: TestApp) {
  const { regular, range } = await demoCourses(testApp);
  const course = regular[0]!;
  const holes = await holesOf(testApp, course.id);
  const parOf = (n: number) => holes.find((h) => h.number === n)!.par;
  return { regular, range, course, holes, parOf };
}
