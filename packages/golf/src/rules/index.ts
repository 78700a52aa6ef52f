export * from './stroke-reasons';
export * from './gimme';
export * from './hole-state';
export * from './handicap-eligibility';
export * from './round-start';
