import { parseWithZod } from "@conform-to/zod/v4";
import { NewComment } from "@contract";
import { describe, expect, it } from "vitest";

import { replyWithErrors } from "./forms.server";
import { thrown } from "./thrown";
import { UpstreamError } from "./upstream.server";

function submission(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: NewComment });
}
const valid = { name: "Ada", email: "ada@example.com", body: "Lovely post." };

describe("replyWithErrors", () => {
  it("answers 400 with the schema's field errors and what was typed", () => {
    const reply = replyWithErrors(submission({ ...valid, email: "ada@localhost" }));
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error).toEqual({
      email: ["Please enter a valid email address, such as name@example.com"],
    });
    expect(reply.data.initialValue).toMatchObject({ name: "Ada", body: "Lovely post." });
  });

  it("puts the API's field errors by their fields", () => {
    const refusal = new UpstreamError(400, {
      errorCode: "VALIDATION_ERROR",
      message: "not valid",
      fields: { body: ["Too rude"] },
    });
    const reply = replyWithErrors(submission(valid), refusal);
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error).toEqual({ body: ["Too rude"] });
  });

  it("shows a refusal without fields (too many posts) above the form, keeping what was typed", () => {
    const refusal = new UpstreamError(429, { errorCode: "RATE_LIMITED", message: "Please wait a little." });
    const reply = replyWithErrors(submission(valid), refusal);
    expect(reply.init?.status).toBe(429);
    expect(reply.data.error).toEqual({ "": ["Please wait a little."] });
    expect(reply.data.initialValue).toMatchObject(valid);
  });

  it("turns the API's 404 into this site's 404 page, and rethrows anything else", async () => {
    const missing = new UpstreamError(404, {
      errorCode: "NOT_FOUND",
      message: "The blog post was not found",
    });
    const response = await thrown(() => replyWithErrors(submission(valid), missing));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(404);
    const outage = new Response("down", { status: 503 });
    expect(await thrown(() => replyWithErrors(submission(valid), outage))).toBe(outage);
  });
});
