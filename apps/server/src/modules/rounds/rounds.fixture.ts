import { createTestApp } from '../../../test/app';
import { demoCourses } from '../../../test/golf';
import { createRecordingFanout } from '../../../test/publisher';

/** What the rounds test files share: each builds its own app, with events recorded, on the demo courses. */
export async function createRoundsFixture() {
  const fanout = createRecordingFanout();
  const testApp = await createTestApp({ fanout });
  const { app } = testApp;
  const { regular, range } = await demoCourses(testApp);
  const course = regular[0]!;

  const strokePlay = (extra: Record<string, unknown> = {}) => ({
    title: 'Sunday four-ball',
    game_mode: 20,
    course_id: course.id,
    ...extra,
  });

  const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    payload === undefined
      ? app.inject({ method: 'POST', url, headers })
      : app.inject({ method: 'POST', url, headers, payload });

  return { fanout, testApp, app, regular, range, course, strokePlay, post };
}
