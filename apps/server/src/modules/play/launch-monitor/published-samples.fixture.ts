/**
 * The only Open Connect messages the five public connectors' repositories publish as data, copied
 * byte for byte (read in November 2026 with `git show`; none of the five holds a captured session,
 * a log of real traffic or a recorded fixture of what it sends, so real-connectors.fixture.ts
 * rebuilds those bytes from each connector's source):
 *
 * - tnbozman/gspro-interface @ f0048f6bb117d270dfb12a406903a2d66107f391, `OpenAPI-Documentation-Feedback.MD`:
 *   GSPro's "Open Connect v1" documentation as that repository keeps it, with its example shot message
 *   (annotated with `//` comments, which are not JSON) and its example 201 reply.
 * - kenjdavidson/gspro-connector @ 3bf633ee4dcc69d2c68dd04ad579425ed1829180,
 *   `gspro-api/src/test/java/kjd/gspro/api/StatusTest.java`: the replies its unit tests read as
 *   GSPro's (deserialize_status_success, deserialize_status_playerInfo).
 */

// prettier-ignore
const documentedShotLines = [
  '{',
  '"DeviceID": "GSPro LM 1.1",  \t\t\t//required - unqiue per launch monitor / project type',
  '"Units": "Yards",\t\t\t\t\t\t//optional - default yards',
  '"ShotNumber": 13,\t\t\t\t\t\t//required - auto increment from LM',
  '"APIversion": "1",\t\t\t\t\t\t//required - "1" is current version',
  '"BallData": {\t\t',
  '\t"Speed": 147.5,\t\t\t\t\t//required',
  '\t"SpinAxis": -13.2,\t\t\t\t\t//required',
  '\t"TotalSpin": 3250.0,\t\t\t\t//required',
  '\t"BackSpin": 2500.0,\t\t\t\t//only required if total spin is not sent',
  '\t"SideSpin": -800.0,\t\t\t\t//only required if total spin is not sent',
  '\t"HLA": 2.3,\t\t\t\t\t\t//required',
  '\t"VLA": 14.3,\t\t\t\t\t\t//required',
  '\t"CarryDistance": 256.5\t\t\t//optional',
  '},',
  '"ClubData": {\t\t\t\t\t\t\t',
  '\t"Speed": 0.0,',
  '\t"AngleOfAttack": 0.0,',
  '\t"FaceToTarget": 0.0,',
  '\t"Lie": 0.0,',
  '\t"Loft": 0.0,',
  '\t"Path": 0.0,',
  '\t"SpeedAtImpact": 0.0,',
  '\t"VerticalFaceImpact": 0.0,',
  '\t"HorizontalFaceImpact": 0.0,',
  '\t"ClosureRate": 0.0',
  '},',
  '"ShotDataOptions": {',
  '\t"ContainsBallData": true,\t\t\t\t//required',
  '\t"ContainsClubData": false,\t\t\t//required',
  '\t"LaunchMonitorIsReady": true, \t\t//optional',
  '\t"LaunchMonitorBallDetected": true, \t//optional',
  '\t"IsHeartBeat": false \t\t\t\t\t//optional (retired)',
  '}',
  '\t}',
];

// prettier-ignore
const documentedReplyLines = [
  '{',
  '\t"Code": 201,',
  '\t"Message": "GSPro Player Information",',
  '\t"Player": {',
  '\t\t"Handed": "RH",',
  '\t\t"Club": "DR"',
  '\t}',
  '}',
];

/** The documentation's annotations start with `//` after the value; a connector sends the rest. */
const withoutAnnotations = (lines: string[]) => lines.map((line) => line.replace(/[ \t]*\/\/.*$/, '')).join('\n');

export const gsproDocumentation = {
  source: 'tnbozman/gspro-interface OpenAPI-Documentation-Feedback.MD',
  /** The example shot message, DeviceID "GSPro LM 1.1" (a stock id: the player claims it), annotations removed. */
  shot: withoutAnnotations(documentedShotLines),
  /** The example 201 reply, as documented. */
  playerInformation: documentedReplyLines.join('\n'),
};

export const kjdStatusTest = {
  source: 'kenjdavidson/gspro-connector gspro-api/src/test/java/kjd/gspro/api/StatusTest.java',
  // deserialize_status_success
  success: '{"Code":200,"Message":"Shot received successfully","Connected":true}',
  // deserialize_status_playerInfo (its space after "Handed": is in the original)
  playerInfo:
    '{"Code":201,"Message":"GSPro Player Information","Player":{"Handed": "RH","Club":"DR"},"Connected":true}',
};
