import Type, { type Static } from 'typebox';
import { HostSchema, IdSchema } from './common.ts';

/**
 * Request and answer shapes of the content API's auth and account calls
 * (docs/product.md#sign-in-and-account).
 */

export const EmailSchema = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$' });
/** New passwords: at least 10 characters. */
export const NewPasswordSchema = Type.String({ minLength: 10, maxLength: 200 });

export const LoginBodySchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    code: Type.Optional(Type.String({ maxLength: 10 })),
    /** one of the account's one-time recovery codes, in place of `code` (consumed when it matches) */
    recovery_code: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const TokenPairSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
});
export type TokenPair = Static<typeof TokenPairSchema>;

/** A sign-in's answer: the pair, and the site it started on when that is not the one asked (033). */
export const SignInResultSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  domain: Type.Optional(Type.Object({ id: IdSchema, host: HostSchema })),
});

export const SwitchDomainBodySchema = Type.Object({ domain_id: IdSchema }, { additionalProperties: false });
export type SwitchDomainBody = Static<typeof SwitchDomainBodySchema>;

export const SwitchDomainResultSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  domain: Type.Object({ id: IdSchema, host: HostSchema }),
});
export type SwitchDomainResult = Static<typeof SwitchDomainResultSchema>;

/**
 * Profile update of the signed-in user. A new `email` also needs `current_password`, and `code`
 * (of the authenticator app) when two-factor is on: a session alone cannot move the account.
 */
export const AccountUpdateBodySchema = Type.Object(
  {
    firstname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    email: Type.Optional(EmailSchema),
    current_password: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    code: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type AccountUpdateBody = Static<typeof AccountUpdateBodySchema>;

export const ChangePasswordBodySchema = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: 200 }),
    new_password: NewPasswordSchema,
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/** `{email}` asks for a link; `{token, password}` sets the new password. */
export const ResetPasswordBodySchema = Type.Union([
  Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false }),
  Type.Object(
    { token: Type.String({ minLength: 10, maxLength: 200 }), password: NewPasswordSchema },
    { additionalProperties: false },
  ),
]);
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

/** `POST /api/account/reset-password/check`: the token of a reset (or password) link. */
export const ResetTokenCheckBodySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ResetTokenCheckBody = Static<typeof ResetTokenCheckBodySchema>;

/** Its answer: whether the link still sets a password (unknown, used and expired ones do not). */
export const ResetTokenCheckSchema = Type.Object({ usable: Type.Boolean() });
export type ResetTokenCheck = Static<typeof ResetTokenCheckSchema>;

/** `POST /api/account/two-factor` answer: the secret to enter or scan (shown once). */
export const TwoFactorEnrolmentSchema = Type.Object({ secret: Type.String(), otpauth_url: Type.String() });
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolmentSchema>;

/**
 * `POST /api/account/two-factor`: nothing to start the first time; while two-factor is on (a new
 * authenticator in place of the current one), the password and a code of the current app, or one
 * of the recovery codes, as turning it off asks.
 */
export const TwoFactorStartBodySchema = Type.Object(
  {
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    code: Type.Optional(Type.String({ maxLength: 10 })),
    recovery_code: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

export const TwoFactorConfirmBodySchema = Type.Object(
  { code: Type.String({ pattern: '^\\d{6}$' }) },
  { additionalProperties: false },
);
/** Turning two-factor off: the password and a code of the app, or one of the recovery codes. */
export const TwoFactorDisableBodySchema = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: 200 }),
    code: Type.Optional(Type.String({ maxLength: 10 })),
    recovery_code: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type TwoFactorDisableBody = Static<typeof TwoFactorDisableBodySchema>;

/**
 * `POST /api/account/two-factor/confirm` and `/disable` answer: whether two-factor is now on; the
 * confirmation also carries the ten recovery codes, shown this once.
 */
export const TwoFactorStateSchema = Type.Object({
  enabled: Type.Boolean(),
  recovery_codes: Type.Optional(Type.Array(Type.String())),
});
export type TwoFactorState = Static<typeof TwoFactorStateSchema>;

/** `GET /api/account/two-factor`: on or off, whether the user's role requires it, codes left. */
export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  recovery_codes_left: Type.Integer({ minimum: 0 }),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>;

/** `POST /api/account/two-factor/recovery-codes` {password} → new codes (the old ones stop working). */
export const RecoveryCodesBodySchema = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type RecoveryCodesBody = Static<typeof RecoveryCodesBodySchema>;
export const RecoveryCodesSchema = Type.Object({ recovery_codes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;
