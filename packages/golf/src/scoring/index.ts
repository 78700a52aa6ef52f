export * from './hole-result';
export * from './ranking';
export * from './stroke-play';
export * from './match-play';
export * from './stableford';
export * from './skins';
export * from './closest-to-pin';
export * from './driving-range';
