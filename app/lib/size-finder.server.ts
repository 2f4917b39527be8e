// The child the size finder and the "fits now" listings work for: a member's children from
// their profile, a visitor's one child from the session cookie, or the one just typed into the
// finder's form (a GET form, so it works without JavaScript and the page keeps what was typed).
import {
  BirthDate,
  birthDateForMonths,
  CHILD_LIMITS,
  CHILD_MESSAGES,
  ChildHeight,
  ChildWeight,
  sizesFor,
} from "@contract";
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";

import { isSignedIn } from "./auth.server";
import type { ShopSession } from "./session.server";
import type { KnownChild } from "./size-finder";
import { orNothing } from "./upstream.server";

// The finder's fields as typed, strings all: what a failed form shows again.
export type FinderValues = { born: string; months: string; height: string; weight: string; ahead: string };
export type FinderField = Exclude<keyof FinderValues, "ahead">;
const FIELDS = ["born", "months", "height", "weight", "ahead"] as const;

const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);
const FinderQuery = z.object({
  born: z.preprocess(blankToNull, BirthDate.nullable()),
  months: z.preprocess(
    blankToNull,
    z.coerce
      .number(CHILD_MESSAGES.months)
      .int(CHILD_MESSAGES.months)
      .min(0, CHILD_MESSAGES.months)
      .max(CHILD_LIMITS.maxMonthsOld, CHILD_MESSAGES.months)
      .nullable(),
  ),
  height: z.preprocess(blankToNull, ChildHeight.nullable()),
  weight: z.preprocess(blankToNull, ChildWeight.nullable()),
  ahead: z.coerce
    .number()
    .refine((n) => (CHILD_LIMITS.aheadChoices as readonly number[]).includes(n))
    .catch(0),
});

export type Finder = {
  // Whether the URL holds the finder's form (it was sent).
  sent: boolean;
  values: FinderValues;
  errors: Partial<Record<FinderField, string>>;
  // The child it describes, when sent and valid.
  child: KnownChild | null;
  ahead: number;
};

// The finder's form from the URL's params.
export function readFinder(params: URLSearchParams, today = new Date()): Finder {
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, (params.get(field) ?? "").slice(0, 20)]),
  ) as FinderValues;
  const sent = FIELDS.slice(0, 4).some((field) => params.has(field));
  const parsed = FinderQuery.safeParse(values);
  const ahead = parsed.success ? parsed.data.ahead : 0;
  if (!sent) return { sent, values, errors: {}, child: null, ahead };
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    const errors = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0] ?? ""]),
    );
    return { sent, values, errors, child: null, ahead };
  }
  const { born, months, height, weight } = parsed.data;
  if (born === null && months === null)
    return { sent, values, errors: { born: CHILD_MESSAGES.ageOrBirthDate }, child: null, ahead };
  const birthDate = born ?? birthDateForMonths(months ?? 0, today);
  return {
    sent,
    values,
    errors: {},
    child: { name: null, birthDate, heightCm: height, weightKg: weight },
    ahead,
  };
}

// A member's children (none when the API cannot say), or the visitor's one.
export async function knownChildren({ api, session }: AppLoadContext): Promise<KnownChild[]> {
  if (isSignedIn(session)) return (await orNothing(api.children.list())) ?? [];
  const child = session.get("child");
  return child ? [child] : [];
}

// A visitor's child stays in the session cookie (never sent anywhere else); a member keeps
// theirs in the profile instead.
export function rememberVisitorChild(session: ShopSession, child: KnownChild) {
  if (!isSignedIn(session)) session.set("child", child);
}

// The child a product page works for: the one just typed, else the known child chosen by
// ?child=N (1-based), else the first known; and its sizes now and for the chosen later date.
export async function childForPage(context: AppLoadContext, params: URLSearchParams, today = new Date()) {
  const finder = readFinder(params, today);
  const children = await knownChildren(context);
  if (finder.child) rememberVisitorChild(context.session, finder.child);
  const chosen = Math.max(0, Math.min(children.length - 1, Number(params.get("child") ?? 1) - 1 || 0));
  const child = finder.child ?? (finder.sent ? null : (children[chosen] ?? null));
  const fit = child ? { ...sizesFor(child, finder.ahead, today), ahead: finder.ahead } : null;
  return { finder, children, child, childIndex: finder.child ? null : chosen, fit };
}
