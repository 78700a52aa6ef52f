/**
 * What the reset screen shows for its address: the form for a token, or, without one, why not. The
 * server sends a link already used to `?error=used` (auth.routes.ts, GET /api/auth/reset-password/{token}).
 */
export type ResetLinkState = { kind: 'form'; token: string } | { kind: 'used' } | { kind: 'missing' };

export function resetLinkState(params: URLSearchParams): ResetLinkState {
  const token = params.get('token')?.trim() ?? '';
  if (token) return { kind: 'form', token };
  return params.get('error') === 'used' ? { kind: 'used' } : { kind: 'missing' };
}

/** The reset refusals that mean "this link will never work": shown with a way to ask for a new one. */
export const deadLinkErrorKeys: readonly string[] = ['auth.reset_failed', 'auth.reset_link_used'];
