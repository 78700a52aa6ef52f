/** Ball flight: aerodynamics, air, flight, bounce and roll, and `simulateShot` over them. */
export * from './aerodynamics';
export * from './atmosphere';
export * from './flight';
export * from './bounce-roll';
export * from './simulate';
