import { expect, test } from "vitest";

import { newMember, settle, shop, toastOf, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./($locale).member.children";

const kept = async (headers: Record<string, string>) =>
  (await shop.api.request("/api/member/children", { headers })).body.data as {
    id: number;
    name: string | null;
  }[];

test("a member adds two children, edits one and removes the other", async () => {
  const member = await newMember();
  const post = (form: Record<string, string>) => settle(action, member.request("/member/children", { form }));
  const added = await post({
    intent: "save",
    name: "Mia",
    birthDate: "2025-01-10",
    heightCm: "74",
    weightKg: "",
  });
  expect(added).toHaveRedirect("/member/children");
  expect(await toastOf(added)).toEqual({ kind: "success", message: "The child was added." });
  await post({ intent: "save", name: "", birthDate: "2023-06-01", heightCm: "", weightKg: "" });
  const [mia, second] = await kept(member.headers);
  expect(second.name).toBeNull();

  const listed = await settle(loader, member.request(`/member/children?edit=${mia.id}`));
  expect(listed.data.children).toHaveLength(2);
  expect(listed.data.editing).toMatchObject({ name: "Mia", heightCm: 74, weightKg: null });

  await post({
    intent: "save",
    id: String(mia.id),
    name: "Mia",
    birthDate: "2025-01-10",
    heightCm: "76",
    weightKg: "9.5",
  });
  await post({ intent: "remove", id: String(second.id) });
  expect(await kept(member.headers)).toEqual([
    expect.objectContaining({ name: "Mia", heightCm: 76, weightKg: 9.5 }),
  ]);
});

test("bad input: 400 with the field's message, what was typed kept, nothing saved", async () => {
  const member = await newMember();
  const year = new Date().getUTCFullYear();
  for (const [form, field, message] of [
    [{ birthDate: `${year + 2}-01-01` }, "birthDate", /at most 9 months ahead/],
    [{ birthDate: "2024-01-01", heightCm: "0" }, "heightCm", /between 30 and 200 cm/],
    [{ birthDate: "2024-01-01", heightCm: "500" }, "heightCm", /between 30 and 200 cm/],
    [{ birthDate: "2024-01-01", name: "Mia\u0000" }, "name", /control characters/],
  ] as const) {
    const result = await settle(
      action,
      member.request("/member/children", { form: { intent: "save", name: "Mia", ...form } }),
    );
    expect(result.status).toBe(400);
    expect(result.data.error[field][0]).toMatch(message);
    expect(result.data.initialValue.birthDate).toBe(form.birthDate);
  }
  expect(await kept(member.headers)).toEqual([]);
});

test("a visitor is sent to sign in", async () => {
  expect(await settle(loader, webRequest("/member/children"))).toHaveRedirect(
    "/login?next=%2Fmember%2Fchildren",
  );
});
