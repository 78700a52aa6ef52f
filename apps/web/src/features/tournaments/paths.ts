/** Paths of the tournament screens inside an environment (pass them to pathFor). */
export const tournamentPath = (id: number) => `tournaments/${id}`;
