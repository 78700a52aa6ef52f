import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes a pino child only when something is logged at an enabled level.
 * Fastify makes a child per request (for the request id); at the production level (warn) almost no
 * request logs anything, and building the child and its bindings was a few per cent of a small
 * request's CPU (bench/, docs/benchmarks.md). What is written is the same as the child's.
 */
class LazyRequestLogger {
  private child_: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly childBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): Logger {
    return (this.child_ ??= this.parent.child(this.childBindings, this.options));
  }

  /** Whether `level` would be written, without building the child. */
  isLevelEnabled(level: string): boolean {
    if (this.child_) return this.child_.isLevelEnabled(level);
    const values = this.parent.levels.values;
    const threshold = this.options.level === undefined ? this.parent.levelVal : values[this.options.level];
    return threshold !== undefined && values[level]! >= threshold;
  }

  get level(): string {
    return this.child_?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  private write(level: Level, args: unknown[]): void {
    if (this.isLevelEnabled(level)) (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  bindings(): Bindings {
    return this.real().bindings();
  }
}

/** Fastify's childLoggerFactory: each request's logger, built lazily (LazyRequestLogger). */
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger =>
  new LazyRequestLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;

/** Whether a request's logger writes `level` (a logger without isLevelEnabled is asked to write). */
const writes = (logger: FastifyBaseLogger, level: Level) =>
  (logger as Partial<Pick<Logger, 'isLevelEnabled'>>).isLevelEnabled?.(level) ?? true;

/**
 * Fastify's per-request lines, "incoming request" and "request completed", are written at info; at
 * the production level (warn) they never are, yet Fastify built each line's object and read the
 * clock for every request. This asks the request's logger first. Errors are logged as before.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (writes(request.log, 'info')) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || writes(reply.log, 'info')) super.requestCompleted(error, request, reply);
  }
}
