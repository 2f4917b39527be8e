import { parseWithZod } from "@conform-to/zod/v4";
import { CONTROL_CHARACTERS_MESSAGE, MAX_FORM_BYTES, NewComment } from "@contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { readForm, replyWithErrors } from "./forms.server";
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

  it("says a field error for a field the form does not have above the form, or beside the field named for it", () => {
    const refusal = new UpstreamError(400, {
      errorCode: "VALIDATION_ERROR",
      message: "not valid",
      fields: { "author.name": ["Too long"], body: ["Too rude"] },
    });
    expect(replyWithErrors(submission(valid), refusal).data.error).toEqual({
      "": ["Too long"],
      body: ["Too rude"],
    });
    const named = replyWithErrors(submission(valid), refusal, (field) => field.replace("author.", ""));
    expect(named.data.error).toEqual({ name: ["Too long"], body: ["Too rude"] });
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

describe("readForm", () => {
  const schema = z.object({ name: z.string() });
  const post = (init: RequestInit & { headers?: Record<string, string> }) =>
    new Request("http://shop.test/contact", { method: "POST", duplex: "half", ...init } as RequestInit);
  // A body that counts how much of it was read.
  function countedBody(chunks: number, chunkSize: number) {
    const read = { bytes: 0 };
    let left = chunks;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left-- === 0) return controller.close();
        read.bytes += chunkSize;
        controller.enqueue(new Uint8Array(chunkSize).fill(97));
      },
    });
    return { body, read };
  }

  it("reads a form", async () => {
    const submission = await readForm(post({ body: new URLSearchParams({ name: "Ada" }) }), schema);
    expect(submission.status).toBe("success");
  });

  it("refuses a post whose honeypot field is filled, with 400", async () => {
    const response = await thrown(() =>
      readForm(post({ body: new URLSearchParams({ name: "Bot", website: "http://bot.example" }) }), schema),
    );
    expect((response as Response).status).toBe(400);
    expect(await (response as Response).text()).toBe("That form could not be sent.");
  });

  it("refuses NUL and other control characters in any field, by the field", async () => {
    for (const name of ["Ada\u0000", "Ada\u001b[31m", "\u007f"]) {
      const submission = await readForm(post({ body: new URLSearchParams({ name }) }), schema);
      expect(submission).toMatchObject({ status: "error", error: { name: [CONTROL_CHARACTERS_MESSAGE] } });
    }
    const multiline = await readForm(
      post({ body: new URLSearchParams({ name: "Ada\r\n\tLovelace" }) }),
      schema,
    );
    expect(multiline.status).toBe("success");
  });

  it.each([
    ["JSON", "application/json", '{"name":"Ada"}'],
    ["plain text", "text/plain", "name=Ada"],
    ["no body at all", undefined, undefined],
  ])("refuses %s with 415", async (_, type, body) => {
    const response = await thrown(() =>
      readForm(post({ body, headers: type ? { "Content-Type": type } : {} }), schema),
    );
    expect((response as Response).status).toBe(415);
    expect(await (response as Response).text()).toBe("Please send this as a form.");
  });

  it("refuses a body declared larger than the limit with 413 before reading it", async () => {
    const { body, read } = countedBody(800, 64 * 1024); // 50 MB
    const request = post({
      body,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(800 * 64 * 1024),
      },
    });
    const response = await thrown(() => readForm(request, schema));
    expect((response as Response).status).toBe(413);
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024); // at most what the stream buffered ahead
  });

  it("stops reading a body sent without a length as soon as it passes the limit", async () => {
    const { body, read } = countedBody(800, 16 * 1024);
    const request = post({ body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const response = await thrown(() => readForm(request, schema));
    expect((response as Response).status).toBe(413);
    expect(read.bytes).toBeLessThan(MAX_FORM_BYTES + 3 * 16 * 1024);
  });
});
