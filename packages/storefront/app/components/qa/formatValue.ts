/**
 * JSON for the panel: readable for any context, including actor refs (shown by id), functions,
 * errors and cycles, which `JSON.stringify` alone would throw on or print as `{}`.
 */
export function formatValue(value: unknown): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item === 'function') return '[function]';
      if (item instanceof Error) return `[${item.name}: ${item.message}]`;
      if (item && typeof item === 'object') {
        if ('sessionId' in item && 'send' in item)
          return `[actor ${String((item as unknown as { id: unknown }).id)}]`;
        if (seen.has(item)) return '[circular]';
        seen.add(item);
      }
      return item;
    },
    2,
  );
  return text ?? String(value);
}

/** `14:03:07.512`: the time of a log line, to the millisecond (timers are in ms). */
export function formatTime(at: number): string {
  const date = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}
