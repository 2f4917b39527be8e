// The attack of issue #20: an attacker guessing a member's password at 1 try per second from
// each of 15 addresses, after enough failures that the account is slowed. The member still
// gets in: with the right password from a new address, with a mailed sign-in link, and from a
// browser they signed in on before (its device token). The web passes the shopper's address
// to the API in CLIENT_ADDRESS_HEADER; here the test sends it itself, one per "machine".
import { setTimeout as sleep } from "node:timers/promises";

import { afterAll, beforeAll, expect, it } from "vitest";

import { mailedToken, registerThroughMail } from "../tests/support/register";
import { CLIENT_ADDRESS_HEADER } from "./contract";
import { createTestApi } from "./testing";

const EMAIL = "target-parent@example.com";
const PASSWORD = "sunny-day-42";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
  await registerThroughMail(api.app.request, { name: "Target Parent", email: EMAIL, password: PASSWORD });
});
afterAll(() => api.close());

const login = (address: string, password: string, deviceToken?: string) =>
  api.request("/api/auth/login", {
    method: "POST",
    json: { email: EMAIL, password, deviceToken },
    headers: { [CLIENT_ADDRESS_HEADER]: address },
  });

// Every second, one wrong guess from each of 15 addresses, until stopped.
function startAttacker() {
  const statuses: number[] = [];
  let running = true;
  const addresses = Array.from({ length: 15 }, (_, i) => `203.0.113.${i + 1}`);
  const done = (async () => {
    while (running) {
      const round = addresses.map(async (address) =>
        statuses.push((await login(address, "guess-123")).status),
      );
      await Promise.all([...round, sleep(1000)]);
    }
  })();
  return {
    statuses,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

// Spends an address's free tries on the account, so its next try needs the account's slot.
async function spendFreeTries(address: string) {
  for (let i = 0; i < 3; i++) expect((await login(address, "wrong-pass-1")).status).toBe(401);
}

it("keeps the member in under a 15-address attack: new address, mailed link, known device", async () => {
  // A browser where the member signed in last week: it holds a device token.
  const home = await login("198.51.100.1", PASSWORD);
  expect(home.status).toBe(200);
  const deviceToken: string = home.body.data.deviceToken;
  expect(deviceToken.length).toBeGreaterThan(30);
  // Earlier failures from elsewhere: the account is slowed ("under attack").
  for (let i = 1; i <= 21; i++) await login(`192.0.2.${i}`, "wrong-pass-1");

  const attacker = startAttacker();
  try {
    // By now each attacker address is past its free tries and races for the account's slot.
    await sleep(4_000);

    // (i) The right password from an address never seen before: in at once, well within 15 s.
    const started = Date.now();
    let fresh = await login("198.51.100.20", PASSWORD);
    while (fresh.status === 429 && Date.now() - started < 15_000) {
      await sleep(1_000);
      fresh = await login("198.51.100.20", PASSWORD);
    }
    expect(fresh.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000);

    // (ii) A sign-in link by mail, whatever the slot.
    const asked = await api.request("/api/auth/sign-in-link", {
      method: "POST",
      json: { email: EMAIL },
      headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.21" },
    });
    expect(asked.status).toBe(202);
    const byLink = await api.request("/api/auth/mailed-link", {
      method: "POST",
      json: { token: await mailedToken(api.app.request, EMAIL) },
      headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.21" },
    });
    expect(byLink.status).toBe(200);

    // (iii) A known device, from an address that has spent its free tries while the slot is
    // held (the test takes it too, so it is held whatever the attacker's timing): in, where
    // the same try without the device waits.
    await spendFreeTries("198.51.100.30");
    await spendFreeTries("198.51.100.31");
    await spendFreeTries("198.51.100.32");
    await login("198.51.100.32", "wrong-pass-1");
    expect((await login("198.51.100.30", PASSWORD)).status).toBe(429);
    const known = await login("198.51.100.31", PASSWORD, deviceToken);
    expect(known.status).toBe(200);
    // The browser keeps its token.
    expect(known.body.data.deviceToken).toBe(deviceToken);
  } finally {
    await attacker.stop();
  }
  // The attacker guessed, and never got in.
  expect(attacker.statuses.length).toBeGreaterThanOrEqual(60);
  expect(attacker.statuses).not.toContain(200);
}, 60_000);

it("lets an address where the member signed in skip the slowdown, and refuses another member's device", async () => {
  for (let i = 1; i <= 21; i++) await login(`192.0.2.${100 + i}`, "wrong-pass-1");
  // Home signed in before (the test above); spend its free tries, hold the slot: still in.
  await spendFreeTries("198.51.100.1");
  await spendFreeTries("198.51.100.40");
  await login("198.51.100.40", "wrong-pass-1");
  expect((await login("198.51.100.1", PASSWORD)).status).toBe(200);

  // A device token of someone else's browser is no pass for this account.
  const other = await registerThroughMail(api.app.request, {
    name: "Other Parent",
    email: "other-parent@example.com",
    password: PASSWORD,
  });
  await spendFreeTries("198.51.100.41");
  await spendFreeTries("198.51.100.42");
  await login("198.51.100.42", "wrong-pass-1");
  expect((await login("198.51.100.41", PASSWORD, other.deviceToken)).status).toBe(429);
});
