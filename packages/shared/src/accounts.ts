import { z } from 'zod';
import { EMAIL_MAX, emailSchema, pinSchema } from './auth';
import { languageSchema } from './i18n/languages';
import { type Message, msg } from './i18n/message';
import { passwordSchema } from './passwords';

export const RESET_CODE_LENGTH = 6;
const CONTACT_DIGITS = { min: 10, max: 15 } as const;

const nameSchema = z
  .string({ error: 'account.nameRequired' })
  .trim()
  .min(1, 'account.nameRequired')
  .max(120, 'validation.tooBig');

/** Contact number: digits only, 10 to 15 of them (spaces and dashes typed are dropped). */
export const mobileSchema = z
  .string({ error: 'account.contactRequired' })
  .max(40, { error: 'account.contactInvalid', abort: true })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'account.contactRequired')
      .regex(
        new RegExp(`^\\d{${CONTACT_DIGITS.min},${CONTACT_DIGITS.max}}$`),
        'account.contactInvalid',
      ),
  );

/** POST /auth/register. The PIN of step 2 travels with it, so no unauthenticated PIN call exists. */
export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  password: passwordSchema,
  pin: pinSchema.optional(),
});

/** Step 1 of the registration form: the body fields plus the confirmation. */
export const registerDetailsFormSchema = registerSchema
  .omit({ pin: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'account.passwordsMismatch',
    path: ['confirmPassword'],
  });

/** Step 2 of the registration form. */
export const registerPinFormSchema = z
  .object({ pin: pinSchema, confirmPin: z.string() })
  .refine((form) => form.pin === form.confirmPin, {
    error: 'account.pinsMismatch',
    path: ['confirmPin'],
  });

/**
 * POST /auth/google-register. The server trusts only the signed ID token (`credential`); the
 * spec's name, email, googleId and picture are accepted but must match it.
 */
export const googleRegisterSchema = z.object({
  credential: z
    .string()
    .min(1, 'account.googleNoCredential')
    .max(8192, 'account.googleUnreadableCredential'),
  name: z.string().max(200).optional(),
  email: z.string().max(EMAIL_MAX).optional(),
  googleId: z.string().max(255).optional(),
  picture: z.string().max(2000).optional(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

const resetCodeSchema = z
  .string({ error: 'account.codeInvalid' })
  .max(RESET_CODE_LENGTH, { error: 'account.codeInvalid', abort: true })
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), 'account.codeInvalid');

export const verifyResetCodeSchema = z.object({ email: emailSchema, code: resetCodeSchema });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'account.invalidResetToken' })
    .min(1, 'account.invalidResetToken')
    .max(2048, 'account.invalidResetToken'),
  newPassword: passwordSchema,
});

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: 'account.passwordsMismatch',
    path: ['confirmPassword'],
  });

export const superAdminRegisterSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  superAdminKey: z
    .string({ error: 'account.superAdminKeyRequired' })
    .min(1, 'account.superAdminKeyRequired')
    .max(256, 'account.superAdminKeyInvalid'),
});

export const superAdminFormSchema = superAdminRegisterSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'account.passwordsMismatch',
    path: ['confirmPassword'],
  });

export const setPinSchema = z.object({ pin: pinSchema });
/** POST /auth/set-pin: the spec's call; the server only lets a user set their own PIN. */
export const setPinForUserSchema = z.object({ userId: z.uuid(), pin: pinSchema });
export const hasPinQuerySchema = z.object({
  email: z
    .string()
    .max(EMAIL_MAX * 2)
    .trim()
    .toLowerCase(),
});

// ---- Answers ----

export const siteRefSchema = z.object({ id: z.string(), name: z.string() });

/** The signed-in user as every auth call answers it: the fields of requirements/accounts.md#records. */
const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  mobile: z.string().nullable(),
  picture: z.string().nullable(),
  status: z.enum(['Active', 'Inactive']),
  approved: z.boolean(),
  hasPin: z.boolean(),
  /** What the user's role allows, so screens show only what the server would accept. */
  permissions: z.array(z.string()),
  createdAt: z.string(),
  assignedSiteId: z.string().nullable(),
  assignedSites: z.array(siteRefSchema),
  userSites: z.array(z.object({ siteId: z.string(), site: siteRefSchema })),
  /** The language they chose (docs/languages.md); null follows their browser. */
  language: languageSchema.nullable(),
});

export const authResultSchema = z.object({ token: z.string(), user: sessionUserSchema });
/**
 * GET /user/me. `roleLabels` names the custom roles as their authors wrote them ('auditor qa' ->
 * 'Auditor QA'), so every screen that shows someone's role can write it the same way.
 */
export const userResultSchema = z.object({
  user: sessionUserSchema,
  roleLabels: z.record(z.string(), z.string()),
});
export const registerResultSchema = z.object({
  message: z.string(),
  userId: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), approved: z.boolean() }),
});
export const messageSchema = z.object({ message: z.string() });
export const pinResultSchema = z.object({ success: z.boolean(), message: z.string() });
export const hasPinResultSchema = z.object({ hasPin: z.boolean() });
export const resetTokenResultSchema = z.object({ resetToken: z.string(), message: z.string() });
/** GET /auth/config: what the sign-in screens may offer on this server. */
export const authConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  superAdminRegistration: z.boolean(),
  /** The organisation's default language: the sign-in page's when the browser asks for none shipped. */
  defaultLanguage: languageSchema,
  /** Ours (issue 33): the largest file an upload may carry (UPLOAD_MAX_MB), checked on the phone first. */
  uploadMaxMb: z.number(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type AuthResult = z.infer<typeof authResultSchema>;
export type UserResult = z.infer<typeof userResultSchema>;
export type RegisterBody = z.output<typeof registerSchema>;
export type AuthConfig = z.infer<typeof authConfigSchema>;
export type RegisterResult = z.infer<typeof registerResultSchema>;
export type RegisterDetailsFormInput = z.input<typeof registerDetailsFormSchema>;
export type RegisterDetailsFormOutput = z.output<typeof registerDetailsFormSchema>;
export type GoogleRegisterBody = z.output<typeof googleRegisterSchema>;
export type ForgotPasswordBody = z.output<typeof forgotPasswordSchema>;
export type VerifyResetCodeBody = z.output<typeof verifyResetCodeSchema>;
export type ResetTokenResult = z.infer<typeof resetTokenResultSchema>;
export type ResetPasswordBody = z.output<typeof resetPasswordSchema>;
export type SuperAdminRegisterBody = z.output<typeof superAdminRegisterSchema>;
export type MessageResult = z.infer<typeof messageSchema>;

/** Why an account that proved who it is may still not be used (requirements/product.md#roles: approval first). */
export function accountRefusal(account: { approved: boolean; status: string }): Message | null {
  if (!account.approved) return msg('account.pendingApproval');
  if (account.status !== 'Active') return msg('account.deactivated');
  return null;
}
