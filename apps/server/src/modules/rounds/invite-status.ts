/** A round invite's status (round_invites.status): pending until the player accepts it; a decline deletes it. */
export const inviteStatus = { pending: 10, accepted: 20 } as const;
