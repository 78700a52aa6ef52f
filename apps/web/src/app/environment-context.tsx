import { createContext, use, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { environmentFromPath, pathInEnvironment, type Environment } from './environment';

interface EnvironmentContextValue {
  environment: Environment;
  /** Absolute path of a view in the current environment, e.g. pathFor('courses'). */
  pathFor: (view: string) => string;
}

const EnvironmentContext = createContext<EnvironmentContextValue | null>(null);

/** Derives the environment from the current URL; nothing is stored. */
export function EnvironmentProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const environment = environmentFromPath(pathname);
  const value = useMemo<EnvironmentContextValue>(
    () => ({ environment, pathFor: (view) => pathInEnvironment(environment, view) }),
    [environment],
  );
  return <EnvironmentContext value={value}>{children}</EnvironmentContext>;
}

export function useEnvironment(): EnvironmentContextValue {
  const value = use(EnvironmentContext);
  if (!value) throw new Error('useEnvironment() must be used inside <EnvironmentProvider>');
  return value;
}
