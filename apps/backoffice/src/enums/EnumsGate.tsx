import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Loading, useI18nProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EnumName } from '@golf/contracts';
import type { HttpClient } from '../api/http';
import { routeByName } from '../routes';
import { type EnumMap, fetchEnums, loadedEnums as cache, toChoices } from './enums';

type Status = 'loading' | 'ready' | 'failed';

interface EnumsContextValue {
  status: Status;
  enums: EnumMap;
  retry(): void;
}

const EnumsContext = createContext<EnumsContextValue>({ status: 'loading', enums: {}, retry: () => undefined });

/**
 * Loads the enumerations in the UI locale before any route renders (spec section 4, "Back-office
 * session"). When they cannot be loaded the user is sent to the error page, unless already there;
 * the error page itself always renders.
 */
export function EnumsGate({ http, children }: { http: HttpClient; children: ReactNode }) {
  // The i18n provider's locale, not the store's: the subtree remounts once the provider has
  // switched, so Accept-Language and the path agree on a language change.
  const locale = useI18nProvider().getLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const errorPath = routeByName('error').path;
  const onErrorPage = location.pathname === errorPath;

  const [attempt, setAttempt] = useState(0);
  const retrying = useRef(false);
  const key = `${locale}#${attempt}`;
  const [result, setResult] = useState<{ key: string; status: Status; enums: EnumMap } | null>(null);

  const cached = attempt === 0 ? cache.get(locale) : undefined;
  const state: { status: Status; enums: EnumMap } = cached
    ? { status: 'ready', enums: cached }
    : result?.key === key
      ? result
      : { status: 'loading', enums: result?.enums ?? {} };
  const { status, enums } = state;

  useEffect(() => {
    if (attempt === 0 && cache.has(locale)) return;
    const controller = new AbortController();
    fetchEnums(http, locale, controller.signal)
      .then((enums) => {
        cache.set(locale, enums);
        setResult({ key, status: 'ready', enums });
        if (retrying.current) {
          retrying.current = false;
          navigate(routeByName('home').path, { replace: true });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        retrying.current = false;
        console.error('Enumerations could not be loaded', error);
        setResult({ key, status: 'failed', enums: {} });
      });
    return () => controller.abort();
  }, [http, locale, attempt, key, navigate]);

  useEffect(() => {
    if (status === 'failed' && !onErrorPage) navigate(errorPath, { replace: true });
  }, [status, onErrorPage, errorPath, navigate]);

  const retry = useCallback(() => {
    retrying.current = true;
    setAttempt((n) => n + 1);
  }, [setAttempt]);
  const value = useMemo(() => ({ status, enums, retry }), [status, enums, retry]);

  let content: ReactNode = null;
  if (onErrorPage || status === 'ready') content = children;
  else if (status === 'loading') {
    content = (
      <div data-testid="enums-loading">
        <Loading loadingPrimary="app.enums.loading" />
      </div>
    );
  }
  return <EnumsContext.Provider value={value}>{content}</EnumsContext.Provider>;
}

export function useEnums(): EnumsContextValue {
  return useContext(EnumsContext);
}

/** Choices for a SelectInput / SelectField from an enumeration, labelled in the UI locale. */
export function useEnumChoices(name: EnumName): { id: string | number; name: string }[] {
  const { enums } = useEnums();
  const options = enums[name];
  return useMemo(() => toChoices(options), [options]);
}
