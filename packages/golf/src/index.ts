export * from './units';
export * from './geometry';
export * from './course';
export * from './hole-builder';
