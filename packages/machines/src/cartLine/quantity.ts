/** True when the decrease button is enabled: the quantity is above 1 (behaviour §5 Cart). */
export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

/** The quantity after a step of `delta`, never below 0 (behaviour §5 Cart). */
export function nextQuantity(quantity: number, delta: number): number {
  return Math.max(0, quantity + delta);
}
