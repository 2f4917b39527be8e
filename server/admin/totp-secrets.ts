// Staff TOTP secrets are kept encrypted at rest: AES-256-GCM with a key derived (HKDF-SHA256)
// from TOTP_ENCRYPTION_SECRET (server/config.ts), bound to the staff member's id, so a copy of the
// database (a backup, a leaked dump) does not hand out the second factors, and a sealed secret
// copied onto another account does not open. Stored as "enc1:" + base64url(iv | tag | ciphertext).
// A secret stored before this (plain base32, which never holds ":") is still read, and sealed in
// place the first time it is used (server/admin/staff-auth.ts): docs/operating.md says so.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const PREFIX = "enc1:";
// Outside production, where TOTP_ENCRYPTION_SECRET may be left unset (the config refuses that in
// production).
export const DEV_TOTP_ENCRYPTION_SECRET = "development-only-totp-secret-do-not-use-in-production";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TotpCipher = {
  seal: (staffId: string, secret: string) => string;
  open: (staffId: string, stored: string) => string;
};

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function totpCipher(configuredSecret: string): TotpCipher {
  const key = Buffer.from(hkdfSync("sha256", configuredSecret, "little-sprout", "staff-totp-secrets", 32));
  return {
    seal(staffId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(staffId));
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(staffId, stored) {
      if (!isSealed(stored)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(staffId)).setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        const body = raw.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      } catch {
        throw new Error(
          "A staff TOTP secret cannot be decrypted: was TOTP_ENCRYPTION_SECRET changed? (docs/operating.md)",
        );
      }
    },
  };
}
