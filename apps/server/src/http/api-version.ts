import type { IncomingMessage } from 'node:http';
import { API_VERSION_HEADER, SUPPORTED_API_VERSIONS } from '@golf/contracts';

const VERSIONED_PATH = /^\/api\/v(\d+)(?=\/|$|\?)/;

/** The API version a path names, or undefined for paths outside /api/v{n}. */
export function pathApiVersion(url: string): number | undefined {
  const match = VERSIONED_PATH.exec(url);
  return match ? Number(match[1]) : undefined;
}

export function isSupportedApiVersion(version: number): boolean {
  return (SUPPORTED_API_VERSIONS as readonly number[]).includes(version);
}

/**
 * Fastify `rewriteUrl`: an `apiVersion` header overrides the /v{n} segment of the path, so a
 * client pinned to a version can keep one base URL. A malformed header is left for the
 * not-found handler to report as an unsupported version.
 */
export function rewriteApiVersion(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const header = request.headers[API_VERSION_HEADER];
  const requested = Array.isArray(header) ? header[0] : header;
  if (requested === undefined || pathApiVersion(url) === undefined) return url;
  const version = /^\d+$/.test(requested.trim()) ? requested.trim() : '0';
  return url.replace(VERSIONED_PATH, `/api/v${version}`);
}
