import type { FastifyRequest } from 'fastify';
import { CLIENT_ENVIRONMENT_HEADER, clientEnvironments, type ClientEnvironment } from '@golf/contracts';

/** The player app's environment from the X-Golf-Environment header; web when absent or unknown. */
export function clientEnvironment(request: Pick<FastifyRequest, 'headers'>): ClientEnvironment {
  const value = request.headers[CLIENT_ENVIRONMENT_HEADER];
  const name = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  return (clientEnvironments as readonly string[]).includes(name ?? '') ? (name as ClientEnvironment) : 'web';
}
