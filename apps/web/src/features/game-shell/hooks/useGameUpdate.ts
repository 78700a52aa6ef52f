import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ErrorKey, GameShellStep } from '@golf/contracts';
import { isErrorKey } from '@golf/contracts';
import { isApiError } from '../../../lib/api';
import { requestGameDownload } from '../../game-versions/api';
import { GameShellError, type GameShellBridge, type ShellProgress } from '../bridge';
import { initialUpdateFlow, nextStep, updateFlowReducer } from '../update-flow';

/** The catalogue key and the words to show for a failed step. */
function failureOf(error: unknown, step: GameShellStep): { key: ErrorKey; message?: string } {
  if (error instanceof GameShellError) return { key: error.key };
  // The signed link was refused (no software_download, no build): the server's own message.
  if (isApiError(error) && isErrorKey(error.key)) return { key: error.key, message: error.message };
  const fallback: Record<GameShellStep, ErrorKey> = {
    download: 'game.download_failed',
    unzip: 'game.unzip_failed',
    setup: 'game.setup_failed',
    start: 'game.start_failed',
  };
  return { key: fallback[step], message: isApiError(error) ? error.message : undefined };
}

/**
 * Runs the game update through the shell (spec section 4, "Updates"): when `latest` differs from the
 * installed version a countdown starts, then download (through a fresh signed link), unzip, setup
 * and start, one after another; a failed step waits for retry.
 */
export function useGameUpdate(
  shell: GameShellBridge | null,
  latest: string | null,
  available: boolean,
  onInstalled: (version: string) => void,
) {
  const [flow, dispatch] = useReducer(updateFlowReducer, undefined, initialUpdateFlow);
  const inFlight = useRef<GameShellStep | null>(null);
  const installed = useRef(onInstalled);
  useEffect(() => {
    installed.current = onInstalled;
  }, [onInstalled]);

  useEffect(() => {
    if (shell && available) dispatch({ type: 'available' });
  }, [shell, available, latest]);

  useEffect(() => {
    if (flow.phase !== 'countdown') return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => clearTimeout(timer);
  }, [flow.phase, flow.secondsLeft]);

  const step = flow.phase === 'running' ? nextStep(flow) : null;
  useEffect(() => {
    if (!shell || !latest || !step || inFlight.current === step) return;
    inFlight.current = step;
    const onProgress = (progress: ShellProgress) => dispatch({ type: 'progress', ...progress });
    const run = async () => {
      dispatch({ type: 'progress', step, fraction: 0 });
      if (step === 'download') {
        const link = await requestGameDownload();
        await shell.download(link.url, link.version, onProgress);
      } else if (step === 'unzip') await shell.unzip(latest, onProgress);
      else if (step === 'setup') await shell.setup(latest, onProgress);
      else await shell.start(latest);
    };
    run().then(
      () => {
        inFlight.current = null;
        if (step === 'start') installed.current(latest);
        dispatch({ type: 'stepDone', step });
      },
      (error: unknown) => {
        inFlight.current = null;
        dispatch({ type: 'stepFailed', step, ...failureOf(error, step) });
      },
    );
  }, [shell, latest, step]);

  return {
    flow,
    begin: useCallback(() => dispatch({ type: 'begin' }), []),
    postpone: useCallback(() => dispatch({ type: 'postpone' }), []),
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
  };
}
