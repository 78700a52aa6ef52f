/** Playing shots on a hole: tee positions, the cup, penalty-area relief and `playShotOnHole`. */
export * from './hole-position';
export * from './cup';
export * from './penalty-relief';
export * from './play-shot';
export * from './ball-in-play';
export * from './local-round';
