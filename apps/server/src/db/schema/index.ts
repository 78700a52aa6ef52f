export * from './identity';
export * from './settings';
export * from './courses';
export * from './profile';
export * from './moderation';
export * from './notifications';
export * from './golf';
export * from './economy';
