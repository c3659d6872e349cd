import { z } from 'zod';
import { EMAIL_MAX, emailSchema, pinSchema } from './auth';
import { languageSchema } from './i18n/languages';
import { passwordSchema } from './passwords';

export const RESET_CODE_LENGTH = 6;
const CONTACT_DIGITS = { min: 10, max: 15 } as const;

/** Account texts of requirements/accounts.md#validation and #errors, verbatim; forms and routes use the same ones. */
export const accountTexts = {
  nameRequired: 'Name is required',
  contactRequired: 'Contact number is required',
  contactInvalid: 'Please enter a valid contact number (10-15 digits)',
  passwordsMismatch: 'Passwords do not match',
  pinsMismatch: 'PINs do not match',
  passwordNotMet: 'Password does not meet the requirements',
  invalidResetToken: 'Invalid reset token',
  resetTokenMissing: 'Invalid or missing reset token. Please request a new password reset.',
  superAdminKeyRequired: 'Super Admin Key is required',
  codeInvalid: 'Please enter the 6-digit code',
  forgotPasswordSent: 'If your email is registered, a reset code will be sent.',
  resetSuccess: 'Password reset successful!',
  registrationFailed: 'Registration failed. Please try again.',
  googleRegistrationFailed: 'Google registration failed. Please try again.',
  superAdminRegistrationFailed: 'Registration failed',
  verifyCodeFailed: 'Failed to verify reset code. Please try again.',
  setPinFailed: 'Failed to set PIN. Please try again.',
  serverSlow: 'The server is taking too long to respond. Please try again later.',
  genericError: 'An error occurred. Please try again.',
  // Server answers the spec leaves to us.
  pendingApproval:
    'Your account is pending approval. You will receive an email once an administrator approves it.',
  deactivated: 'Your account has been deactivated. Please contact your administrator.',
  emailTaken: 'An account with this email already exists.',
  wrongResetCode: 'The code is incorrect or has expired. Please check it or request a new one.',
  resetCodeLocked: 'Too many incorrect codes. Please request a new reset code.',
  registered: 'Registration successful. Your account is pending approval by an administrator.',
  pinSet: 'PIN set successfully',
  pinRemoved: 'PIN removed successfully',
  loggedOut: 'Signed out',
  // Screen texts (requirements/accounts.md#screens, requirements/product.md#screens).
  invalidRequest: 'Invalid Request',
  logoutConfirm: 'Are you sure you want to log out of your account?',
} as const;

const nameSchema = z
  .string({ error: accountTexts.nameRequired })
  .trim()
  .min(1, accountTexts.nameRequired)
  .max(120, 'Name must be at most 120 characters');

/** Contact number: digits only, 10 to 15 of them (spaces and dashes typed are dropped). */
export const mobileSchema = z
  .string({ error: accountTexts.contactRequired })
  .max(40, { error: accountTexts.contactInvalid, abort: true })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, accountTexts.contactRequired)
      .regex(
        new RegExp(`^\\d{${CONTACT_DIGITS.min},${CONTACT_DIGITS.max}}$`),
        accountTexts.contactInvalid,
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
    error: accountTexts.passwordsMismatch,
    path: ['confirmPassword'],
  });

/** Step 2 of the registration form. */
export const registerPinFormSchema = z
  .object({ pin: pinSchema, confirmPin: z.string() })
  .refine((form) => form.pin === form.confirmPin, {
    error: accountTexts.pinsMismatch,
    path: ['confirmPin'],
  });

/**
 * POST /auth/google-register. The server trusts only the signed ID token (`credential`); the
 * spec's name, email, googleId and picture are accepted but must match it.
 */
export const googleRegisterSchema = z.object({
  credential: z
    .string()
    .min(1, 'Google sign-in did not return a credential')
    .max(8192, 'Google sign-in returned an unreadable credential'),
  name: z.string().max(200).optional(),
  email: z.string().max(EMAIL_MAX).optional(),
  googleId: z.string().max(255).optional(),
  picture: z.string().max(2000).optional(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

const resetCodeSchema = z
  .string({ error: accountTexts.codeInvalid })
  .max(RESET_CODE_LENGTH, { error: accountTexts.codeInvalid, abort: true })
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), accountTexts.codeInvalid);

export const verifyResetCodeSchema = z.object({ email: emailSchema, code: resetCodeSchema });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: accountTexts.invalidResetToken })
    .min(1, accountTexts.invalidResetToken)
    .max(2048, accountTexts.invalidResetToken),
  newPassword: passwordSchema,
});

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: accountTexts.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const superAdminRegisterSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  superAdminKey: z
    .string({ error: accountTexts.superAdminKeyRequired })
    .min(1, accountTexts.superAdminKeyRequired)
    .max(256, 'Invalid Super Admin Key'),
});

export const superAdminFormSchema = superAdminRegisterSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: accountTexts.passwordsMismatch,
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
export function accountRefusal(account: { approved: boolean; status: string }): string | null {
  if (!account.approved) return accountTexts.pendingApproval;
  if (account.status !== 'Active') return accountTexts.deactivated;
  return null;
}
