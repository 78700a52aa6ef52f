import { API_PROTOCOL_VERSION, postClientErrorReport, type ClientErrorReport } from '@golf/contracts';
import { environmentFromPath } from '../app/environment';
import { reportError } from './feedback/error-bus';

/** What could not be loaded: a script chunk, a stylesheet, or a module the browser would not name. */
export type ChunkType = 'script' | 'stylesheet' | 'module';

/** A part of the built app (a lazy route's chunk, its CSS) failed to load. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkType;
  /** The URL that failed, when the browser says. */
  readonly source: string | null;

  constructor(type: ChunkType, source: string | null, cause?: unknown) {
    super(`Failed to load ${type}: ${source ?? 'unknown source'}`, cause === undefined ? undefined : { cause });
    this.type = type;
    this.source = source;
  }
}

// Browsers word a failed dynamic import differently.
const dynamicImportPatterns = [
  /Failed to fetch dynamically imported module:?\s*(\S+)?/i, // Chromium
  /error loading dynamically imported module:?\s*(\S+)?/i, // Firefox
  /Importing a module script failed\.?\s*(\S+)?/i, // Safari
  /Unable to preload CSS for\s+(\S+)/i, // Vite's CSS preload
];

/** If the error is a failed chunk load, its type and source; otherwise null. */
export function chunkLoadFailureFromError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  for (const [index, pattern] of dynamicImportPatterns.entries()) {
    const match = pattern.exec(error.message);
    if (!match) continue;
    const isCss = index === dynamicImportPatterns.length - 1;
    return new ChunkLoadError(isCss ? 'stylesheet' : 'script', match[1] ?? null, error);
  }
  return null;
}

/** A resource `error` event (they do not bubble; caught in the capture phase on window). */
export function chunkLoadFailureFromElement(target: EventTarget | null): ChunkLoadError | null {
  if (typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement) {
    return new ChunkLoadError('script', target.src || null);
  }
  if (typeof HTMLLinkElement !== 'undefined' && target instanceof HTMLLinkElement) {
    const rel = target.rel.toLowerCase();
    if (rel === 'stylesheet') return new ChunkLoadError('stylesheet', target.href || null);
    if (rel === 'modulepreload') return new ChunkLoadError('script', target.href || null);
  }
  return null;
}

const reported = new Set<string>();

/**
 * Sends a chunk failure to the error modal once per source. The same failure often arrives
 * twice (Vite's preload event and the route's error boundary).
 */
export function reportChunkLoadFailure(failure: ChunkLoadError): void {
  const id = `${failure.type}:${failure.source ?? failure.message}`;
  if (reported.has(id)) return;
  reported.add(id);
  reportError(failure);
  sendToServer(failure);
}

/** Also tells the server, so operators see broken deployments; a report that fails to send is dropped. */
function sendToServer(failure: ChunkLoadError): void {
  if (typeof fetch === 'undefined' || typeof location === 'undefined') return;
  const environment = environmentFromPath(location.pathname);
  const report: ClientErrorReport = {
    type: failure.type,
    source: failure.source ?? 'unknown',
    message: failure.message,
    app: environment === 'app' ? 'mobile' : environment,
    url: location.href,
    client_version: API_PROTOCOL_VERSION,
  };
  postClientErrorReport(report);
}

interface VitePreloadErrorEvent extends Event {
  payload?: unknown;
}

/** Listens for chunk failures for the life of the page. Returns the function that stops it. */
export function installChunkErrorHandler(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    // Not prevented: the import still rejects, so the route's error boundary can show a page.
    const payload = (event as VitePreloadErrorEvent).payload;
    reportChunkLoadFailure(chunkLoadFailureFromError(payload) ?? new ChunkLoadError('module', null, payload));
  };
  const onResourceError = (event: Event) => {
    const failure = chunkLoadFailureFromElement(event.target);
    if (failure) reportChunkLoadFailure(failure);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('error', onResourceError, true);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('error', onResourceError, true);
  };
}
