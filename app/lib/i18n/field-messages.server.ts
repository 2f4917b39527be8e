// What a shopper reads beside a field that failed its form's schema: always a catalogue message
// (`fields.*`), in the page's locale and in one voice ("Enter your email", "Choose a rating"),
// whichever schema checked it. Many of the shop's forms check fields with the API's own schemas
// (server/contract: an email, a password, a review, a card), whose words are English and the
// API's; so the message is chosen here, from what went wrong and where, never from the schema's
// text:
//   1. a schema written in app/ may name the catalogue message of a field: `{ error: "fields.recipient" }`;
//   2. else the field's name (FIELDS) and the kind of failure: missing, invalid, or a rule of its own;
//   3. else the issue's code alone (too long, too short, not one of the options…).
// readForm (forms.server.ts) applies it to every shop form; the back office keeps the schemas'
// English words (readStaffForm).
import { CHILD_LIMITS, GIFT_MESSAGE_MAX, MAX_LINE_QTY, ONE_LINE } from "@contract";
import type { z } from "zod";

import { translator } from "./translate.server";
import type { MessageId, MessageValues, Translate } from "./use-t";

export type Issue = z.core.$ZodIssue;
type Kind = "missing" | "invalid" | "rule";
type Words = MessageId | [MessageId, MessageValues];
type FieldWords = Partial<Record<Kind, Words>>;

const [minHeight, maxHeight] = CHILD_LIMITS.heightCm;
const [minWeight, maxWeight] = CHILD_LIMITS.weightKg;
const region = (id: MessageId): FieldWords => ({ invalid: id });

// By the field's name in the form; `[]` stands for any position in a list ("sku[]": a bundle's pieces).
// `invalid` also answers a missing field or a failed rule when those have no words of their own.
const FIELDS: Record<string, FieldWords> = {
  email: { missing: "fields.email.missing", invalid: "fields.email.invalid" },
  password: { missing: "fields.password.missing", invalid: "fields.password.rules" },
  newPassword: { missing: "fields.password.missing", invalid: "fields.password.rules" },
  currentPassword: { missing: "fields.currentPassword" },
  confirmPassword: { missing: "fields.confirmPassword.missing", rule: "fields.confirmPassword.different" },
  token: { invalid: "fields.token" },
  name: { missing: "fields.name" },
  phone: { missing: "fields.phone.missing", invalid: "fields.phone.invalid" },
  street: { missing: "fields.street" },
  provinceId: region("fields.province"),
  cityId: region("fields.city"),
  districtId: region("fields.district"),
  subdistrictId: region("fields.subdistrict"),
  postalId: region("fields.postal"),
  birthDate: { invalid: "fields.birthDate" },
  heightCm: { invalid: ["fields.height", { min: minHeight, max: maxHeight }] },
  weightKg: { invalid: ["fields.weight", { min: minWeight, max: maxWeight }] },
  qty: { invalid: ["fields.qty", { max: MAX_LINE_QTY }] },
  sku: { invalid: "fields.variant" },
  "sku[]": { invalid: "fields.bundleSizes" },
  rating: { invalid: "fields.rating" },
  title: { missing: "fields.title" },
  body: { missing: "fields.body" },
  subject: { missing: "fields.subject" },
  message: { missing: "fields.message" },
  addressId: { invalid: "fields.address" },
  shippingOption: { invalid: "fields.delivery" },
  paymentMethod: { invalid: "fields.payment" },
  card: { invalid: "fields.card" },
  "card.number": { invalid: "fields.card.number", rule: "fields.card.numberInvalid" },
  "card.expiry": { invalid: "fields.card.expiry", rule: "fields.card.expired" },
  "card.cvc": { invalid: "fields.card.cvc" },
  "card.name": { invalid: "fields.card.name" },
  giftMessage: { invalid: ["fields.giftMessage", { max: GIFT_MESSAGE_MAX }] },
};

// The field's name as FIELDS knows it: ["card", "number"] is "card.number", ["sku", 0] is "sku[]".
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((part) => (typeof part === "number" ? "[]" : String(part)))
    .join(".")
    .replaceAll(".[]", "[]");

// The catalogue's ids that a schema in app/ may name as its message (rule 1).
const isFieldMessage = (text: string, t: Translate) =>
  text.startsWith("fields.") && t(text as MessageId) !== text;

function kindOf(issue: Issue): Kind {
  if (issue.code === "invalid_type") return "missing";
  if (issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) <= 1) return "missing";
  return issue.code === "custom" ? "rule" : "invalid";
}

// Rule 3: by the issue's code, with the limit it names.
function byCode(issue: Issue): Words {
  switch (issue.code) {
    case "invalid_type":
      return "fields.missing";
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? "fields.missing"
          : ["fields.tooShort", { min: Number(issue.minimum) }];
      return issue.origin === "array" ? "fields.choose" : ["fields.atLeast", { min: Number(issue.minimum) }];
    case "too_big":
      if (issue.origin === "string") return ["fields.tooLong", { max: Number(issue.maximum) }];
      return issue.origin === "array" ? "fields.choose" : ["fields.atMost", { max: Number(issue.maximum) }];
    case "invalid_format":
      if (issue.format === "email") return "fields.email.invalid";
      return issue.pattern === String(ONE_LINE.pattern) ? "fields.oneLine" : "fields.format";
    case "custom":
      return issue.params?.controlCharacters ? "fields.controlCharacters" : "fields.format";
    case "invalid_value":
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return "fields.choose";
    default:
      return "fields.format";
  }
}

export function fieldMessage(issue: Issue, t: Translate): string {
  if (isFieldMessage(issue.message, t)) return t(issue.message as MessageId);
  const own = FIELDS[fieldName(issue.path)] ?? {};
  const control = issue.code === "custom" && issue.params?.controlCharacters;
  const words = (!control && (own[kindOf(issue)] ?? own.invalid)) || byCode(issue);
  return typeof words === "string" ? t(words) : t(...words);
}

// What a shopper reads beside a field the API refused after the form passed its schema (a
// district not of the city chosen, a card number the gateway's check fails): the field's own
// rule first, since the value was there and well formed. A field inside a list ("lines.0.sku")
// reads as its last name ("sku"); one the table does not know reads the general words.
export function apiFieldMessage(apiField: string, t: Translate): string {
  const path = apiField.split(".").map((part) => (/^\d+$/.test(part) ? 0 : part));
  const leaf = path.filter((part) => part !== 0).at(-1);
  const own = FIELDS[fieldName(path)] ?? FIELDS[String(leaf)] ?? {};
  const words = own.rule ?? own.invalid ?? own.missing ?? "fields.format";
  return typeof words === "string" ? t(words) : t(...words);
}

// conform's formatError for a shop form: each field's messages in the request's locale, each once
// (a short password that also lacks a digit reads one message, not two).
export function shopperFieldMessages(request: Pick<Request, "url">) {
  const t = translator(request, ["fields"]);
  return (issues: Issue[]) => [...new Set(issues.map((issue) => fieldMessage(issue, t)))];
}
