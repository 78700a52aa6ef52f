import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@golf/contracts';
import { onServerEvent } from '../../../lib/realtime';
import { fetchMyFeatureUnlocks, fetchMySubscriptions, fetchPlans, subscriptionKeys } from '../api';

const inline = { handlesErrors: true, inlineLoading: true };

export function usePlans() {
  return useQuery({ queryKey: subscriptionKeys.plans, queryFn: ({ signal }) => fetchPlans(signal), meta: inline });
}

/** The user's subscriptions and unlocks, read again when feature-unlocks.updated or user.updated arrives. */
function useEntitlementEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.unlocks });
    };
    const stops = [
      onServerEvent(serverEvents.featureUnlocksUpdated, refresh),
      onServerEvent(serverEvents.userUpdated, refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}

export function useMySubscriptions() {
  useEntitlementEvents();
  return useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => fetchMySubscriptions(signal),
    meta: inline,
  });
}

export function useFeatureUnlocks() {
  useEntitlementEvents();
  return useQuery({
    queryKey: subscriptionKeys.unlocks,
    queryFn: ({ signal }) => fetchMyFeatureUnlocks(signal),
    meta: inline,
  });
}
