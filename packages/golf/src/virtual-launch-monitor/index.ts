export * from './virtual-launch';
