// A member's children (issue 26) against a real database: add, list, change, remove, with bad
// input, the limit, and another member's children.
import { afterAll, beforeAll, expect, it } from "vitest";

import { registerThroughMail } from "../tests/support/register";
import { AUTH_HEADERS, birthDateForMonths, CHILD_LIMITS, CHILD_MESSAGES, isoDay } from "./contract";
import { createTestApi } from "./testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let counter = 0;
async function newMember() {
  const grant = await registerThroughMail(api.app.request, {
    name: "Pat Parent",
    email: `parent${++counter}@example.com`,
    password: "sunny-day-42",
  });
  const headers = { [AUTH_HEADERS.token]: grant.accessToken, [AUTH_HEADERS.userId]: grant.userId };
  return (path: string, init: { method?: string; json?: unknown } = {}) =>
    api.request(path, { ...init, headers });
}

const sevenMonths = birthDateForMonths(7);

it("keeps several children, changes and removes one, and only for their member", async () => {
  const call = await newMember();
  expect((await call("/api/member/children")).body.data).toEqual([]);
  const mia = await call("/api/member/children", {
    method: "POST",
    json: { name: "Mia", birthDate: sevenMonths, heightCm: 69.5, weightKg: 8.2 },
  });
  expect(mia.status).toBe(201);
  expect(mia.body.data).toMatchObject({ name: "Mia", birthDate: sevenMonths, heightCm: 69.5, weightKg: 8.2 });
  // The name is optional; so are height and weight.
  const second = await call("/api/member/children", { method: "POST", json: { birthDate: "2023-01-15" } });
  expect(second.body.data).toMatchObject({ name: null, heightCm: null, weightKg: null });
  const listed = (await call("/api/member/children")).body.data;
  expect(listed.map((child: { id: number }) => child.id)).toEqual([mia.body.data.id, second.body.data.id]);

  const changed = await call(`/api/member/children/${mia.body.data.id}`, {
    method: "PUT",
    json: { name: "Mia", birthDate: sevenMonths, heightCm: 71, weightKg: null },
  });
  expect(changed.body.data).toMatchObject({ heightCm: 71, weightKg: null });

  const other = await newMember();
  expect((await other("/api/member/children")).body.data).toEqual([]);
  expect((await other(`/api/member/children/${mia.body.data.id}`, { method: "DELETE" })).status).toBe(404);
  expect((await call(`/api/member/children/${mia.body.data.id}`, { method: "DELETE" })).status).toBe(200);
  expect((await call("/api/member/children")).body.data).toHaveLength(1);
  expect((await api.request("/api/member/children")).status).toBe(401);
});

it("refuses a birth date out of range, a height of 0 or 500 cm, with a clear message", async () => {
  const call = await newMember();
  const today = new Date();
  const tenMonthsAhead = isoDay(new Date(today.getTime() + 305 * 86_400_000));
  const seventeenYearsAgo = `${today.getUTCFullYear() - 17}-01-01`;
  for (const [body, message] of [
    [{ birthDate: tenMonthsAhead }, CHILD_MESSAGES.birthDate],
    [{ birthDate: seventeenYearsAgo }, CHILD_MESSAGES.birthDate],
    [{ birthDate: "2024-02-30" }, CHILD_MESSAGES.birthDate],
    [{ birthDate: sevenMonths, heightCm: 0 }, CHILD_MESSAGES.height],
    [{ birthDate: sevenMonths, heightCm: 500 }, CHILD_MESSAGES.height],
    [{ birthDate: sevenMonths, weightKg: 0 }, CHILD_MESSAGES.weight],
  ] as const) {
    const answer = await call("/api/member/children", { method: "POST", json: body });
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  }
  // A baby due in 8 months is fine.
  const due = isoDay(new Date(today.getTime() + 240 * 86_400_000));
  expect((await call("/api/member/children", { method: "POST", json: { birthDate: due } })).status).toBe(201);
});

it(`keeps at most ${CHILD_LIMITS.maxChildren} children`, async () => {
  const call = await newMember();
  for (let i = 0; i < CHILD_LIMITS.maxChildren; i++)
    expect(
      (await call("/api/member/children", { method: "POST", json: { birthDate: sevenMonths } })).status,
    ).toBe(201);
  const over = await call("/api/member/children", { method: "POST", json: { birthDate: sevenMonths } });
  expect(over.status).toBe(400);
  expect(over.body.message).toMatch(/at most 10 children/);
});
