import type { TransportSingleOptions } from 'pino';
import type { Env } from '../config/env';

/**
 * Readable lines (pino-pretty, in a worker thread) when a developer runs the server in a terminal; JSON lines,
 * one object each, for everything else (a log collector, a file, tests). LOG_FORMAT chooses it outright.
 */
export function logFormat(env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>, terminal: boolean): { transport?: TransportSingleOptions } {
  const pretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT === 'auto' && env.NODE_ENV === 'development' && terminal);
  return pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {};
}
