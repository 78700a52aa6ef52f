import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AbilityDefinition, Role } from '@golf/contracts';
import type { BackofficeDataProvider } from '../dataProvider';

interface OptionCalls {
  getAbilityOptions: AbilityDefinition;
  getRoleOptions: Role;
}

/**
 * The choices of an editor (roles of a user, abilities of a role), loaded once per mount through
 * the data provider, so a 401 logs out as usual. `options` is undefined while loading.
 */
export function useOptions<K extends keyof OptionCalls>(
  call: K,
): { options: OptionCalls[K][] | undefined; error: unknown } {
  const provider = useDataProvider<BackofficeDataProvider>();
  const [state, setState] = useState<{ options?: OptionCalls[K][]; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    const load = provider[call] as () => Promise<{ data: OptionCalls[K][] }>;
    load().then(
      ({ data }) => {
        if (live) setState({ options: Array.isArray(data) ? data : [] });
      },
      (error: unknown) => {
        if (live) setState({ error: error ?? new Error('app.errors.network') });
      },
    );
    return () => {
      live = false;
    };
  }, [provider, call]);
  return { options: state.options, error: state.error };
}
