import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enums } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { createRound, fetchOwnedCourses, roundKeys, startRound, type CreateRoundRequest } from '../../rounds/api';
import { roundPaths } from '../../rounds/paths';
import { quickRoundRequest } from '../../rounds/round-form';

export type PlayNowKind = 'quickRound';

/**
 * Quick round: a solo round made with sensible settings, started and opened at once. `unavailable` says why it could not be made (no course for it) in plain words.
 */
export function usePlayNow() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const tee = user?.player_settings.teeing_type ?? enums.teeing_type.middle;

  const play = useMutation({
    mutationFn: async (_kind: PlayNowKind): Promise<{ unavailable: string } | { roundId: number }> => {
      const courses = await queryClient.fetchQuery({
        queryKey: roundKeys.ownedCourses,
        queryFn: ({ signal }) => fetchOwnedCourses(signal),
        staleTime: 60_000,
      });
      const request: CreateRoundRequest | null = quickRoundRequest(courses, t('rounds.quick.title'), tee);
      if (!request) return { unavailable: t('rounds.quick.unavailable') };
      const round = await createRound(request);
      // Solo: nobody to wait for.
      await startRound(round.id);
      return { roundId: round.id };
    },
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: roundKeys.all });
      if ('unavailable' in result) setUnavailable(result.unavailable);
      else void navigate(pathFor(roundPaths.play(result.roundId)));
    },
  });

  return {
    start: (kind: PlayNowKind) => play.mutate(kind),
    pending: play.isPending ? play.variables : null,
    error: play.error,
    unavailable,
    dismiss: () => {
      setUnavailable(null);
      play.reset();
    },
  };
}
