export { roundHalfUp } from './rounding';
export * from './score-differential';
export * from './handicap-index';
export * from './exceptional-score';
export * from './course-handicap';
export * from './net-double-bogey';
export * from './stroke-allocation';
export * from './handicap-history';
