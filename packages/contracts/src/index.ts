export * from './enums';
export * from './errors';
export * from './i18n';
export * from './api';
export * from './permissions';
export * from './client-errors';
