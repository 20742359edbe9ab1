import type { Passkey, SecurityStatus } from '@mb/contract/twofactor';
import type { PasskeyRow, TotpRow } from './repository.ts';

export const presentPasskey = (p: PasskeyRow): Passkey => ({
  id: p.id,
  name: p.name,
  created_at: p.created_at.toISOString(),
  last_used_at: p.last_used_at?.toISOString() ?? null,
});

/** Never the secret: after set-up the authenticator app's secret does not leave the server. */
export const presentStatus = (s: {
  totp: TotpRow | null;
  recoveryCodesLeft: number;
  passkeys: PasskeyRow[];
  staffMustEnrol: boolean;
}): SecurityStatus => ({
  totp_enabled: Boolean(s.totp?.enabled_at),
  totp_enabled_at: s.totp?.enabled_at?.toISOString() ?? null,
  recovery_codes_left: s.recoveryCodesLeft,
  passkeys: s.passkeys.map(presentPasskey),
  staff_must_enrol: s.staffMustEnrol,
});
