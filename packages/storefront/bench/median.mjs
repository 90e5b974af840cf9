/** The middle value (the upper one of an even count), the bench's summary of its rounds. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}
