/**
 * The minimal logger the server needs; pino, Fastify's logger and console all fit it.
 */

/** Structured logger accepted by createChannelsServer (pino-compatible call shape). */
export interface ChannelsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Logger that drops everything; the default so tests stay quiet. */
export const silentLogger: ChannelsLogger = {
  info() {},
  warn() {},
  error() {},
};

function line(stream: NodeJS.WriteStream, level: string, obj: object, msg?: string): void {
  stream.write(`${JSON.stringify({ level, time: Date.now(), ...obj, msg })}\n`);
}

/** One JSON line per entry (info on stdout, warnings and errors on stderr), for the standalone server. */
export const jsonLineLogger: ChannelsLogger = {
  info: (obj, msg) => line(process.stdout, 'info', obj, msg),
  warn: (obj, msg) => line(process.stderr, 'warn', obj, msg),
  error: (obj, msg) => line(process.stderr, 'error', obj, msg),
};
