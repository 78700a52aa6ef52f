export * from './wager-pot';
