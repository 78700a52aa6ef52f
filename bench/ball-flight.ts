/**
 * Ball-flight benchmark: simulated shots per second on one core (issue 38: at least 50,000).
 *
 * A mix of 1,000 launches spread around the TrackMan PGA Tour averages, driver to pitching wedge,
 * with varied speed, launch, azimuth and side spin, is flown by `simulateShot` (flight, bounce,
 * roll and the tracer path; everything lands on fairway). The baseline, measured in the same run
 * on the same launches, is a bare RK4 integration of a drag-free projectile at a fixed 5 ms step
 * (the flight model's step until it moved to 25 ms; fixed so that the ratio measures the model, not
 * the baseline): a yardstick of the machine's speed at stepping simple equations.
 * Order: baseline, simulateShot, baseline again; the baseline figure is the mean of its two runs.
 * The figures are per CPU-second of this process (process.cpuUsage), which is what "one core"
 * means on a machine shared with other work; wall-clock rates, the CPU-seconds used and the time
 * per shot are printed beside them. Each run is preceded by a second of warm-up on the same launches,
 * so that V8 has optimised (and, if some branch was new to it, re-optimised) the code before the clock
 * starts; a few thousand calls were not enough, and runs then differed by half.
 *
 *   npm run ball-flight -w @golf/bench          # 5 s per run
 *   BALL_FLIGHT_SECONDS=10 npm run ball-flight -w @golf/bench
 */
import { loadavg } from 'node:os';
import { FLIGHT_STEP_S, simulateShot, type ShotLaunch } from '@golf/golf';
import { environmentFacts, fixed, formatTable, writeResults } from './lib/report';

const TARGET_SHOTS_PER_SECOND = 50_000;
const seconds = Number(process.env.BALL_FLIGHT_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const MPH = 0.44704;

// TrackMan PGA Tour averages (ball speed mph, launch deg, spin rpm), as PGA_2014 in reference-shots.ts.
const clubs: [number, number, number][] = [
  [167, 10.9, 2686],
  [158, 9.2, 3655],
  [152, 9.4, 4350],
  [146, 10.2, 4437],
  [142, 10.4, 4630],
  [137, 11.0, 4836],
  [132, 12.1, 5361],
  [127, 14.1, 6231],
  [120, 16.3, 7097],
  [115, 18.1, 7998],
  [109, 20.4, 8647],
  [102, 24.2, 9304],
];

// A fixed pseudo-random mix, the same on every run.
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648) * 2 - 1;
const launches: ShotLaunch[] = Array.from({ length: 1000 }, (_, i) => {
  const [speed, launch, spin] = clubs[i % clubs.length]!;
  return {
    ballSpeed: speed * MPH * (1 + 0.05 * random()),
    launchAngle: launch + 2 * random(),
    azimuth: 3 * random(),
    backSpin: spin * (1 + 0.1 * random()),
    sideSpin: 800 * random(),
  } as ShotLaunch;
});

/** The baseline's step: 5 ms whatever the model's step (FLIGHT_STEP_S) is. */
const BASELINE_STEP_S = 0.005;

/** Drag-free projectile, classical RK4 at BASELINE_STEP_S, until it lands. */
function bareProjectile(launch: ShotLaunch): number {
  const g = 9.80665;
  const dt = BASELINE_STEP_S;
  const theta = (launch.launchAngle * Math.PI) / 180;
  let x = 0;
  let z = 0;
  const vx = launch.ballSpeed * Math.cos(theta);
  let vz = launch.ballSpeed * Math.sin(theta);
  for (;;) {
    // RK4 on (x, z, vx, vz) with a = (0, −g): the four stages written out as the model does.
    const k1x = vx, k1z = vz; // prettier-ignore
    const k2x = vx, k2z = vz - (dt / 2) * g; // prettier-ignore
    const k3x = vx, k3z = vz - (dt / 2) * g; // prettier-ignore
    const k4x = vx, k4z = vz - dt * g; // prettier-ignore
    const nz = z + (dt / 6) * (k1z + 2 * k2z + 2 * k3z + k4z);
    const nx = x + (dt / 6) * (k1x + 2 * k2x + 2 * k3x + k4x);
    vz -= g * dt;
    if (nz <= 0 && vz < 0) return x + ((nx - x) * z) / (z - nz);
    x = nx;
    z = nz;
  }
}

interface Measured {
  label: string;
  /** Shots per second of wall-clock time. */
  perSecond: number;
  /** Shots per second of this process's CPU time: the one-core figure on a shared machine. */
  perCpuSecond: number;
  /** CPU seconds the measured loop used, and the shots it flew. */
  cpuSeconds: number;
  shots: number;
  checksum: number;
}

function measure(label: string, run: (launch: ShotLaunch) => number): Measured {
  let checksum = 0;
  const warmUpEnd = performance.now() + WARM_UP_SECONDS * 1000;
  while (performance.now() < warmUpEnd) for (const launch of launches) checksum += run(launch);
  let shots = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  let now = start;
  while (now < end) {
    for (let i = 0; i < launches.length; i++) checksum += run(launches[i]!);
    shots += launches.length;
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpuStart);
  const perSecond = shots / ((now - start) / 1000);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const perCpuSecond = shots / cpuSeconds;
  console.log(
    `${label}: ${fixed(perSecond, 0)} shots/s wall, ${fixed(perCpuSecond, 0)} shots per CPU-second ` +
      `(${shots} shots in ${fixed(cpuSeconds, 2)} CPU-s, ${fixed((now - start) / 1000, 2)} s wall)`,
  );
  return { label, perSecond, perCpuSecond, cpuSeconds, shots, checksum };
}

const startedAt = new Date();
const facts = environmentFacts();
console.log(
  `Ball-flight benchmark — node ${facts.node}, ${facts.cpuModel}; ${seconds} s per run after ${WARM_UP_SECONDS} s of warm-up, one core\n`,
);
const base1 = measure('baseline: drag-free RK4 (1)', bareProjectile);
const sim = measure('simulateShot', (launch) => simulateShot(launch).totalDistance);
const base2 = measure('baseline: drag-free RK4 (2)', bareProjectile);
const baseline = (base1.perCpuSecond + base2.perCpuSecond) / 2;
const ratio = sim.perCpuSecond / baseline;
const drift = Math.abs(base1.perCpuSecond - base2.perCpuSecond) / baseline;

const microseconds = (perCpuSecond: number) => fixed(1e6 / perCpuSecond, 2);
console.log(
  `\n${formatTable(
    [
      ['run', 'shots/CPU-s', 'µs/shot (CPU)', 'shots/s (wall)', 'CPU-s', 'vs baseline (CPU)'],
      [
        'baseline (mean)',
        fixed(baseline, 0),
        microseconds(baseline),
        fixed((base1.perSecond + base2.perSecond) / 2, 0),
        fixed(base1.cpuSeconds + base2.cpuSeconds, 2),
        '100%',
      ],
      [
        'simulateShot',
        fixed(sim.perCpuSecond, 0),
        microseconds(sim.perCpuSecond),
        fixed(sim.perSecond, 0),
        fixed(sim.cpuSeconds, 2),
        `${(ratio * 100).toFixed(2)}%`,
      ],
    ],
    [1, 2, 3, 4, 5],
  )}`,
);
console.log(
  `\nsimulateShot: ${fixed(sim.perCpuSecond, 0)} shots per CPU-second, ${microseconds(sim.perCpuSecond)} µs a shot ` +
    `(target ${TARGET_SHOTS_PER_SECOND}: ${sim.perCpuSecond >= TARGET_SHOTS_PER_SECOND ? 'met' : 'NOT met'}), ` +
    `${fixed(sim.perSecond, 0)} per wall-clock second; ${(ratio * 100).toFixed(2)} % of the drag-free RK4 baseline ` +
    `(the target is ${((TARGET_SHOTS_PER_SECOND / baseline) * 100).toFixed(2)} % of it on this machine); ` +
    `baseline drift ${(drift * 100).toFixed(1)} %; load average ${loadavg()[0]!.toFixed(1)} on ${facts.cpuCount} CPUs`,
);
const file = writeResults('ball-flight', startedAt, {
  startedAt: startedAt.toISOString(),
  environment: facts,
  seconds,
  launches: launches.length,
  stepSeconds: FLIGHT_STEP_S,
  baselineStepSeconds: BASELINE_STEP_S,
  baselineShotsPerSecond: [base1.perSecond, base2.perSecond],
  simulateShotPerSecond: sim.perSecond,
  simulateShotPerCpuSecond: sim.perCpuSecond,
  simulateShotMicrosecondsPerShot: 1e6 / sim.perCpuSecond,
  cpuSeconds: { baseline: [base1.cpuSeconds, base2.cpuSeconds], simulateShot: sim.cpuSeconds },
  baselinePerCpuSecond: [base1.perCpuSecond, base2.perCpuSecond],
  loadAverage: loadavg(),
  ratio,
  target: TARGET_SHOTS_PER_SECOND,
});
console.log(`results: ${file}`);
