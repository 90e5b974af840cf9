import { z } from 'zod';

// Zod 4 checks once whether it may compile validators with `new Function`. The shop's
// Content-Security-Policy has no 'unsafe-eval', so in the browser that check is a
// reported CSP violation; the interpreter is fast enough for forms and analytics batches.
z.config({ jitless: true });

/** Zod, configured for the shop's CSP: import it from here, never from 'zod' directly. */
export { z };
