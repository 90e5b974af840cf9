/**
 * How long one task may go on starting script requests before it hands the main thread back
 *. Starting a request costs Chromium's main thread from a fraction of a millisecond to
 * twenty (a module preload whose file is already in the memory cache is compiled on the spot: the
 * framework's took 20 ms unthrottled), and a product page starts some sixty-four. Lighthouse's
 * phone runs four times slower and counts every task over 50 ms as blocking: 4 ms here stay far
 * under it, while a cheap request rarely ends a turn alone. A turn always starts one request, so
 * even an expensive one moves the queue on.
 */
export const REQUEST_TURN_BUDGET_MS = 4;
