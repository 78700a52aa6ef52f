export { type DistanceDistribution, distanceDistribution } from './summary';
export * from './club-distances';
export * from './player-statistics';
