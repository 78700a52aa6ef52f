import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { postClientErrorReport } from '@golf/contracts';
import { CHUNK_LOAD_TIMEOUT_MS } from './config';

/** A script chunk that failed to load: how (error, timeout, ...) and which file or module. */
export interface ChunkLoadFailure {
  type: string;
  source: string;
}

type Listener = (failure: ChunkLoadFailure) => void;
const listeners = new Set<Listener>();
const reported = new WeakSet<object>();

/** Subscribes to chunk load failures (the feedback layer shows them); returns the unsubscribe. */
export function onChunkLoadFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportChunkLoadFailure(failure: ChunkLoadFailure, cause?: unknown): void {
  if (cause && typeof cause === 'object') reported.add(cause);
  console.error(`Script chunk failed to load (${failure.type}: ${failure.source})`, cause ?? '');
  for (const listener of listeners) listener(failure);
  if (typeof fetch !== 'undefined' && typeof location !== 'undefined') {
    postClientErrorReport({
      type: failure.type,
      source: failure.source,
      message: `Script chunk failed to load (${failure.type}: ${failure.source})`,
      app: 'backoffice',
      url: location.href,
    });
  }
}

const URL_PATTERN = /((?:https?:\/\/|\/)[^\s'"()]+\.(?:m?js|css)(?:\?[^\s'"()]*)?)/;

/** Type and source of a failure from Vite's preload error payload or a failed dynamic import. */
export function describeChunkFailure(payload: unknown, fallbackSource = 'unknown'): ChunkLoadFailure {
  const record = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const message = payload instanceof Error ? payload.message : typeof payload === 'string' ? payload : '';
  const type =
    typeof record.type === 'string' && record.type
      ? record.type
      : payload instanceof Error && payload.name !== 'Error'
        ? payload.name
        : 'error';
  const source =
    (typeof record.request === 'string' && record.request) || message.match(URL_PATTERN)?.[1] || fallbackSource;
  return { type, source };
}

/** Listens for Vite's `vite:preloadError` (a chunk or its CSS failed to load) and reports it. */
export function installPreloadErrorHandler(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    reportChunkLoadFailure(describeChunkFailure(payload), payload);
  });
}

export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
  readonly type = 'timeout';
  constructor(readonly request: string) {
    super(`Loading chunk ${request} timed out`);
  }
}

/** Rejects when `load` has not settled within the time-out (spec section 9: 120 s). */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  source: string,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new ChunkLoadTimeoutError(source);
      reportChunkLoadFailure({ type: 'timeout', source }, error);
      reject(error);
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!(error && typeof error === 'object' && reported.has(error))) {
          reportChunkLoadFailure(describeChunkFailure(error, source), error);
        }
        reject(error);
      },
    );
  });
}

/** React.lazy for a named export, with the chunk time-out and failure report. */
export function lazyChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
  source: string,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withChunkTimeout(load, source).then((component) => ({ default: component })));
}
