/**
 * Five public GSPro Open Connect connectors, as tests need them: the bytes each one writes (rebuilt
 * from its source and its JSON serializer's settings: key order, spacing, line ends, how it writes
 * nulls and floats), and a port of the code with which each one reads GSPro's replies. A test sends
 * the bytes to our server and hands what comes back, read by read, to the connector's own parser.
 *
 * Sources (read in November 2026):
 * - gsp-r10-adapter (mholow): src/api/OpenConnectApi.cs, src/connections/OpenConnectConnection.cs,
 *   src/ConnectionManager.cs. System.Text.Json, compact; heartbeats keep nulls, shots drop them.
 * - MLM2PRO-GSPro-Connector (springbok): src/gspro_connect.py, src/ball_data.py (to_gspro),
 *   src/worker_gspro_messages.py. Python json.dumps: ", " and ": " separators, None as null.
 * - GSPro4OSP (OpenSkyPlus): GsProApi.cs, ConnectionManager.cs. Newtonsoft, indented (CRLF on
 *   Windows), nulls dropped, public field APIversion first.
 * - gspro-interface (tnbozman): Adapters/ShotAdapter.cs, Adapters/JsonAdapter.cs,
 *   Services/StreamClientAdvanced.cs, Models/enums/PlayerClubs.cs. Newtonsoft, indented, nulls dropped;
 *   ShotNumber counts every message.
 * - gspro-connector (kenjdavidson): gspro-api Request.java, RequestBuilder.java, Options.java,
 *   Connection.java, data/Club.java. Jackson, compact, nulls dropped (note its `LaunchMontiorBallDetected`).
 */

export interface OpenConnectReply {
  Code?: number;
  Message?: string;
  Player?: { Handed?: string; Club?: string; DistanceToTarget?: number };
}

const crlf = (lines: string[]) => lines.join('\r\n');

/** gsp-r10-adapter: DeviceID is fixed ("GSPRO-R10"), so the player claims it in the game. */
export const r10 = {
  deviceId: 'GSPRO-R10',
  // CreateHeartbeat() through JsonSerializer.Serialize without options: the null objects are written.
  heartbeat:
    '{"DeviceID":"GSPRO-R10","Units":"Yards","ShotNumber":0,"APIVersion":"1","BallData":null,"ClubData":null,' +
    '"ShotDataOptions":{"ContainsBallData":false,"ContainsClubData":false,"LaunchMonitorIsReady":true,' +
    '"LaunchMonitorBallDetected":true,"IsHeartBeat":true}}',
  // CreateShotData() with WhenWritingNull: ShotDataOptions' unset flags are left out.
  shot:
    '{"DeviceID":"GSPRO-R10","Units":"Yards","ShotNumber":3,"APIVersion":"1","BallData":{"Speed":98.42630004882812,' +
    '"SpinAxis":-4.199999809265137,"TotalSpin":5123.5,"BackSpin":5109.744140625,"SideSpin":-375.16,' +
    '"HLA":1.2999999523162842,"VLA":17.899999618530273,"CarryDistance":0},"ClubData":{"Speed":72.1,' +
    '"AngleOfAttack":-3.1,"FaceToTarget":0.4,"Lie":0,"Loft":0,"Path":1.2,"SpeedAtImpact":72.1,' +
    '"VerticalFaceImpact":0,"HorizontalFaceImpact":0,"ClosureRate":0},"ShotDataOptions":{"ContainsBallData":true,' +
    '"ContainsClubData":true}}',
  /**
   * OnReceived: one read becomes a JSON array by replacing `}{` with `},{`, then every response with
   * a Player.Club goes to the device (JsonStringEnumConverter: an unknown club fails the whole read).
   */
  parse(read: string): { ok: true; replies: OpenConnectReply[]; clubs: string[] } | { ok: false } {
    try {
      const replies = JSON.parse(`[${read.replaceAll('}{', '},{')}]`) as OpenConnectReply[];
      const clubs: string[] = [];
      for (const reply of replies) {
        const club = reply.Player?.Club;
        if (club === undefined || club === null) continue;
        if (!R10_CLUBS.includes(club)) return { ok: false };
        clubs.push(club);
      }
      return { ok: true, replies, clubs };
    } catch {
      return { ok: false };
    }
  },
};

/** gsp-r10-adapter's `enum Club` (the names are the wire values). */
// prettier-ignore
const R10_CLUBS = [
  'unknown', 'DR', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'I1', 'I2', 'I3', 'I4', 'I5', 'I6', 'I7', 'I8', 'I9',
  'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'PW', 'GW', 'SW', 'LW', 'PT',
];

/** MLM2PRO-GSPro-Connector: DeviceID from its launch-monitor list ("Rapsodo MLM2PRO"); claimed in the game. */
export const mlm2pro = {
  deviceId: 'Rapsodo MLM2PRO',
  // launch_ball(): device dict | to_gspro(); "Backspin" as it spells it; a club speed it could not read is None.
  shot:
    '{"DeviceID": "Rapsodo MLM2PRO", "Units": "Yards", "ShotNumber": 1, "APIversion": "1", "BallData": ' +
    '{"Speed": 112.4, "SpinAxis": 2.1, "TotalSpin": 4210, "HLA": -0.8, "VLA": 16.2, "Backspin": 4207, ' +
    '"SideSpin": 154, "CarryDistance": 0}, "ClubData": {"Speed": null, "AngleOfAttack": null, "FaceToTarget": ' +
    'null, "Lie": 0, "Loft": 0, "Path": null, "SpeedAtImpact": null, "VerticalFaceImpact": 0, ' +
    '"HorizontalFaceImpact": null, "ClosureRate": 0}, "ShotDataOptions": {"ContainsBallData": true, ' +
    '"ContainsClubData": true, "LaunchMonitorIsReady": true, "LaunchMonitorBallDetected": true, "IsHeartBeat": false}}',
  /**
   * __process_message: re.split(r'(\{.*?})(?= *\{)', text), json.loads of every non-empty piece, keyed
   * by Code; a 201 names the club ("PT" switches to putting). Any piece that is not JSON fails the read.
   */
  parse(read: string): { ok: true; byCode: Record<string, OpenConnectReply>; clubs: string[] } | { ok: false } {
    try {
      const byCode: Record<string, OpenConnectReply> = {};
      const clubs: string[] = [];
      for (const piece of read.split(/(\{.*?})(?= *\{)/)) {
        if (piece.length === 0) continue;
        const message = JSON.parse(piece) as OpenConnectReply;
        byCode[String(message.Code)] = message;
        if (message.Code === 201) clubs.push(message.Player!.Club!);
      }
      return { ok: true, byCode, clubs };
    } catch {
      return { ok: false };
    }
  },
};

/** GSPro4OSP (OpenSkyPlus): DeviceID fixed ("GsPro4Osp"); claimed in the game. */
export const gspro4osp = {
  deviceId: 'GsPro4Osp',
  // Connect(): the first message, a heartbeat (IsHeartBeat defaults to true) with the readiness.
  heartbeat: crlf([
    '{',
    '  "APIversion": "1",',
    '  "DeviceID": "GsPro4Osp",',
    '  "Units": "Yards",',
    '  "ShotNumber": 0,',
    '  "ShotDataOptions": {',
    '    "ContainsBallData": false,',
    '    "ContainsClubData": false,',
    '    "LaunchMonitorIsReady": true,',
    '    "IsHeartBeat": true',
    '  }',
    '}',
  ]),
  // SendShotData(): measured values only (nullable floats), club speed converted to mph, floats with ".0".
  shot: crlf([
    '{',
    '  "APIversion": "1",',
    '  "DeviceID": "GsPro4Osp",',
    '  "Units": "Yards",',
    '  "ShotNumber": 1,',
    '  "BallData": {',
    '    "Speed": 101.3476,',
    '    "SpinAxis": -2.5,',
    '    "TotalSpin": 3890.0,',
    '    "BackSpin": 3886.3,',
    '    "SideSpin": -169.7,',
    '    "HLA": 0.8,',
    '    "VLA": 14.6',
    '  },',
    '  "ClubData": {',
    '    "Speed": 89.4776',
    '  },',
    '  "ShotDataOptions": {',
    '    "ContainsBallData": true,',
    '    "ContainsClubData": true,',
    '    "IsHeartBeat": false',
    '  }',
    '}',
  ]),
  /**
   * ReadAsync: a JsonTextReader with SupportMultipleContent reads every value of the read; OnResponse
   * re-arms the monitor (ReadyForNextShot) on a 201 whose DistanceToTarget is not 0.
   */
  parse(read: string): { ok: true; replies: OpenConnectReply[]; rearmed: number } | { ok: false } {
    const replies: OpenConnectReply[] = [];
    let rest = read;
    try {
      while ((rest = rest.trimStart()).length > 0) {
        const end = endOfValue(rest);
        replies.push(JSON.parse(rest.slice(0, end)) as OpenConnectReply);
        rest = rest.slice(end);
      }
    } catch {
      return { ok: false };
    }
    const rearmed = replies.filter((r) => r.Code === 201 && (r.Player?.DistanceToTarget ?? 0) !== 0).length;
    return { ok: true, replies, rearmed };
  },
};

/** Where the JSON object at the start of `text` ends (string-aware), as a streaming reader finds it. */
function endOfValue(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error('incomplete JSON value');
}

/** gspro-interface: DeviceName is the connector's own setting, so it can carry our pairing code. */
export const gsproInterface = {
  heartbeat: (deviceId: string, shotNumber: number) =>
    crlf([
      '{',
      `  "DeviceID": "${deviceId}",`,
      '  "Units": "Yards",',
      `  "ShotNumber": ${shotNumber},`,
      '  "APIversion": "1",',
      '  "ShotDataOptions": {',
      '    "ContainsBallData": false,',
      '    "ContainsClubData": false,',
      '    "LaunchMonitorIsReady": false,',
      '    "LaunchMonitorBallDetected": false,',
      '    "IsHeartBeat": true',
      '  }',
      '}',
    ]),
  // SendClubData(): a swing without ball data; it then waits up to 10 s for a 200.
  clubOnly: (deviceId: string, shotNumber: number) =>
    crlf([
      '{',
      `  "DeviceID": "${deviceId}",`,
      '  "Units": "Yards",',
      `  "ShotNumber": ${shotNumber},`,
      '  "APIversion": "1",',
      '  "ClubData": {',
      '    "Speed": 95.5,',
      '    "AngleOfAttack": -2.0,',
      '    "FaceToTarget": 1.0,',
      '    "Lie": 0.0,',
      '    "Loft": 14.0,',
      '    "Path": 0.5,',
      '    "SpeedAtImpact": 0.0,',
      '    "VerticalFaceImpact": 0.0,',
      '    "HorizontalFaceImpact": 0.0,',
      '    "ClosureRate": 0.0',
      '  },',
      '  "ShotDataOptions": {',
      '    "ContainsBallData": false,',
      '    "ContainsClubData": true,',
      '    "LaunchMonitorIsReady": true,',
      '    "LaunchMonitorBallDetected": true,',
      '    "IsHeartBeat": false',
      '  }',
      '}',
    ]),
  // SendBallData() from the WinForms fields: BackSpin, SideSpin and CarryDistance null, so left out.
  shot: (deviceId: string, shotNumber: number) =>
    crlf([
      '{',
      `  "DeviceID": "${deviceId}",`,
      '  "Units": "Yards",',
      `  "ShotNumber": ${shotNumber},`,
      '  "APIversion": "1",',
      '  "BallData": {',
      '    "Speed": 132.5,',
      '    "SpinAxis": 3.0,',
      '    "TotalSpin": 2800.0,',
      '    "HLA": -1.5,',
      '    "VLA": 12.0',
      '  },',
      '  "ShotDataOptions": {',
      '    "ContainsBallData": true,',
      '    "ContainsClubData": false,',
      '    "LaunchMonitorIsReady": true,',
      '    "LaunchMonitorBallDetected": true,',
      '    "IsHeartBeat": false',
      '  }',
      '}',
    ]),
  /**
   * ReceivingMethod: one read (up to 256 bytes) is one JsonConvert.DeserializeObject<ResponseDto>,
   * which refuses text after the object; a 200 goes to the queue a shot's Receive() waits on (10 s).
   * A 201's Club is read against its PlayerClubs descriptions.
   */
  parse(read: string): { ok: true; reply: OpenConnectReply; clubKnown: boolean } | { ok: false } {
    try {
      const reply = JSON.parse(read) as OpenConnectReply;
      const club = reply.Player?.Club;
      return { ok: true, reply, clubKnown: club === undefined || INTERFACE_CLUBS.includes(club) };
    } catch {
      return { ok: false };
    }
  },
};

/** gspro-interface's PlayerClubs descriptions. */
// prettier-ignore
const INTERFACE_CLUBS = [
  'DR', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'I1', 'I2', 'I3', 'I4', 'I5', 'I6',
  'I7', 'I8', 'I9', 'PW', 'GW', 'SW', 'LW', 'PT',
];

/** gspro-connector (kenjdavidson): RequestBuilder.create(deviceId, units), so the DeviceID can be our code. */
export const kjd = {
  // heartbeat(ready, ballDetected): no ShotNumber (null, left out).
  heartbeat: (deviceId: string) =>
    `{"DeviceID":"${deviceId}","Units":"Yards","APIVersion":"1","ShotDataOptions":{"ContainsBallData":false,` +
    '"ContainsClubData":false,"LaunchMonitorIsReady":true,"LaunchMontiorBallDetected":false,"IsHeartBeat":true}}',
  // shot(ballData): Float fields in declaration order, whole floats with ".0".
  shot: (deviceId: string, shotNumber: number) =>
    `{"DeviceID":"${deviceId}","Units":"Yards","APIVersion":"1","ShotNumber":${shotNumber},"BallData":{"Speed":120.5,` +
    '"SpinAxis":-1.5,"TotalSpin":3500.0,"HLA":0.5,"VLA":13.0},"ShotDataOptions":{"ContainsBallData":true,' +
    '"ContainsClubData":false,"LaunchMonitorIsReady":true,"LaunchMontiorBallDetected":true,"IsHeartBeat":false}}',
  /**
   * Connection.run: characters are appended and `{`/`}` counted; whenever the count is 0 the text so
   * far is parsed as a Status (Player.Club as its Club enum), and cleared only when that succeeds.
   */
  reader() {
    let text = '';
    let stack = 0;
    const statuses: OpenConnectReply[] = [];
    let errors = 0;
    return {
      statuses,
      get errors() {
        return errors;
      },
      push(read: string) {
        for (const c of read) {
          text += c;
          if (c === '{') stack++;
          else if (c === '}') stack--;
          if (stack !== 0) continue;
          try {
            const status = JSON.parse(text) as OpenConnectReply;
            const club = status.Player?.Club;
            if (club !== undefined && !KJD_CLUBS.includes(club)) throw new Error(`no Club ${club}`);
            statuses.push(status);
            text = '';
          } catch {
            errors++;
          }
        }
      },
    };
  },
};

/** gspro-connector's Club abbreviations: digit first, and "P" for the putter (it disagrees with GSPro). */
// prettier-ignore
const KJD_CLUBS = [
  'DR', '3W', '5W', '7W', '3H', '4H', '5H', '3I', '4I', '5I', '6I', '7I', '8I', '9I', 'PW', 'GW', 'SW', 'LW', 'P',
];
