import Type, { type Static } from 'typebox';
import { ROLE, ROLE_IDS } from '../ids/roles.ts';

/** Shapes of the profile's sessions list and the owners' security settings (docs/decisions/016). */

/** One active sign-in of the user: `GET /api/account/sessions` answers a list of them, newest use first. */
export const AccountSessionSchema = Type.Object({
  id: Type.String(),
  /** e.g. "Chrome 131 on Linux", read from the user agent; "Unknown device" without one */
  device: Type.String(),
  /** the address it was last used from; null when not known */
  address: Type.Union([Type.String(), Type.Null()]),
  /** ISO 8601 (UTC) */
  created_at: Type.String(),
  last_used_at: Type.String(),
  /** the session of this very request */
  current: Type.Boolean(),
});
export type AccountSession = Static<typeof AccountSessionSchema>;

/** `POST /api/account/sessions/sign-out-others` answer: how many sessions were signed out. */
export const SignedOutSessionsSchema = Type.Object({ signed_out: Type.Integer({ minimum: 0 }) });

/** `GET/PUT /api/options/security` (owner): the roles whose users must have two-factor on. */
export const SecuritySettingsSchema = Type.Object(
  {
    two_factor_roles: Type.Array(
      Type.Union([Type.Literal(ROLE.owner), Type.Literal(ROLE.admin), Type.Literal(ROLE.editor)]),
      // no `uniqueItems`: the validator checks it pairwise before `maxItems`, and 100,000 items
      // held the process for minutes (found by the fuzzer); the route refuses repeats itself
      { maxItems: ROLE_IDS.length },
    ),
  },
  { additionalProperties: false },
);
export type SecuritySettings = Static<typeof SecuritySettingsSchema>;
