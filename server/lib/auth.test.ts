// Password hashes: the production cost, and the lower one the fast test projects set
// (TEST_PASSWORD_HASH_COST in vitest.config.ts), which only vitest's processes read.
import { scryptSync } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from "./auth";

afterEach(() => {
  vi.unstubAllEnvs();
});

const parts = (stored: string) => {
  const [scheme, salt, key] = stored.split("$");
  return { scheme, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
};

describe("password hashes", () => {
  it("are scrypt at Node's default cost (2^14) unless a test lowers it", async () => {
    vi.stubEnv("TEST_PASSWORD_HASH_COST", "");
    const stored = await hashPassword("a long secret 1");
    const { scheme, salt, key } = parts(stored);
    expect(scheme).toBe("scrypt");
    expect(PASSWORD_HASH_COST).toBe(16_384);
    // Derived again with Node's defaults (N = 16384, r = 8, p = 1): the same key.
    expect(scryptSync("a long secret 1", salt, 64).equals(key)).toBe(true);
    expect(await verifyPassword("a long secret 1", stored)).toBe(true);
    expect(await verifyPassword("a long secret 2", stored)).toBe(false);
  });

  it("outside vitest ignore the test's lower cost", async () => {
    vi.stubEnv("TEST_PASSWORD_HASH_COST", "1024");
    vi.stubEnv("VITEST", "");
    expect(parts(await hashPassword("a long secret 1")).scheme).toBe("scrypt");
  });

  it("at a test's lower cost name it, and are checked at the cost they name", async () => {
    vi.stubEnv("TEST_PASSWORD_HASH_COST", "1024");
    const cheap = await hashPassword("a long secret 1");
    const { scheme, salt, key } = parts(cheap);
    expect(scheme).toBe("scrypt:1024");
    expect(scryptSync("a long secret 1", salt, 64, { N: 1024 }).equals(key)).toBe(true);
    expect(await verifyPassword("a long secret 1", cheap)).toBe(true);
    expect(await verifyPassword("a long secret 2", cheap)).toBe(false);
    // A hash stored at the production cost still signs in while the test cost is set.
    vi.stubEnv("TEST_PASSWORD_HASH_COST", "");
    const stored = await hashPassword("a long secret 1");
    vi.stubEnv("TEST_PASSWORD_HASH_COST", "1024");
    expect(await verifyPassword("a long secret 1", stored)).toBe(true);
    expect(await verifyPassword("a long secret 2", stored)).toBe(false);
  });
});
