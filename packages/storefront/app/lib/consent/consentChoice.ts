import { z } from '../zod';

/**
 * The privacy notice's form (behaviour §4): which button was pressed, and the page to return to. The
 * return path is only read here; whether the browser may go there is `sameSitePath`'s call.
 */
export const consentChoiceSchema = z.object({
  choice: z.enum(['accepted', 'refused']),
  redirectTo: z.string().max(2048).optional(),
});

export type ConsentChoiceForm = z.infer<typeof consentChoiceSchema>;
