// Apart from virtual-launch.ts, whose top-level work (club calibration) a client that only reads the
// enumeration should not bundle (decision 0107).

/** Spec enumeration ball_type. */
export const BallType = { regular: 10, practice: 20, foam: 30 } as const;
export type BallType = (typeof BallType)[keyof typeof BallType];
