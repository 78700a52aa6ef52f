export * from './payouts';
export * from './standings';
export * from './round-score';
export * from './divisions';
