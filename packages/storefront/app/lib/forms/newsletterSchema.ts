import { EMAIL_INVALID, MAX_FIELD_LENGTH, isValidEmail } from '@treize/machines';
import { z } from '../zod';

/** The longest page path the form may send; a real path is far shorter. */
export const MAX_PATHNAME_LENGTH = 2048;

/**
 * The newsletter form of behaviour §3 (`email`, hidden `pathname`). The email rule is `isValidEmail`,
 * the very function the `newsletterForm` machine checks on blur and before submitting, so the
 * browser and the server accept the same addresses. Messages are translation keys.
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: 'account.errors.emailRequired' })
    .trim()
    .min(1, 'account.errors.emailRequired')
    .max(MAX_FIELD_LENGTH, EMAIL_INVALID)
    .refine(isValidEmail, EMAIL_INVALID),
  pathname: z
    .string()
    .max(MAX_PATHNAME_LENGTH)
    .regex(/^\/[^\s]*$/)
    .catch('/'),
});

export type NewsletterSignup = z.infer<typeof newsletterSchema>;
