import { z } from '../zod';

/** The privacy notice's form (spec §4): which button was pressed, and the page to return to. */
export const consentChoiceSchema = z.object({
  choice: z.enum(['accepted', 'refused']),
  // Only a path on this shop: never `//elsewhere` or an absolute URL (no open redirect).
  redirectTo: z
    .string()
    .max(2048)
    .regex(/^\/(?![/\\])/)
    .optional(),
});

export type ConsentChoiceForm = z.infer<typeof consentChoiceSchema>;
