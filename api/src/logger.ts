/** One line per event on stdout/stderr; a port so tests can keep quiet or capture. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function format(message: string, fields?: Record<string, unknown>): string {
  if (!fields) return message;
  const parts = Object.entries(fields).map(([k, v]) =>
    v instanceof Error
      ? `${k}=${v.stack ?? v.message}`
      : `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`,
  );
  return `${message} ${parts.join(' ')}`;
}

export const consoleLogger: Logger = {
  info: (m, f) => console.log(format(m, f)),
  error: (m, f) => console.error(format(m, f)),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
