import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import { createPlayableCourseCheck } from './playable-course';

const regular = enums.course_type.regular;

/** The check over one course the user has (source `purchase`), one they lack (null) and none else. */
function check(allCourses: boolean) {
  const courses = new Map([
    [1, { id: 1, courseType: regular, source: 'purchase' }],
    [2, { id: 2, courseType: regular, source: null }],
  ]);
  const asked: number[] = [];
  const playable = createPlayableCourseCheck({
    allocation: { access: async (_userId, courseId) => courses.get(courseId) as never },
    hasAllCourses: async (userId) => {
      asked.push(userId);
      return allCourses;
    },
  });
  return { playable, asked };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.key : error),
  );

describe('createPlayableCourseCheck', () => {
  it('opens a course the user has without asking for the all_courses feature', async () => {
    const { playable, asked } = check(false);
    expect(await playable(7, 1)).toEqual({ id: 1, courseType: regular });
    expect(asked).toEqual([]);
  });

  it('opens every other course with the all_courses feature, and refuses it without', async () => {
    expect(await check(true).playable(7, 2)).toEqual({ id: 2, courseType: regular });
    const without = check(false);
    expect(await refusal(without.playable(7, 2))).toBe('rounds.course_unavailable');
    expect(without.asked).toEqual([7]);
  });

  it('refuses a course that does not exist, feature or not', async () => {
    expect(await refusal(check(true).playable(7, 99))).toBe('rounds.course_unavailable');
  });
});
