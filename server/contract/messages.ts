// Messages written for people, for every check a schema does not word itself: zod's own
// ("Invalid input: expected string, received undefined") never reaches a shopper. Installed
// once for the whole process (the API and the web both load the contract).
import { z } from "zod";

type Issue = z.core.$ZodRawIssue;

const isEmpty = (input: unknown) => input === undefined || input === null || input === "";

export function humanMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return isEmpty(issue.input) ? "Fill in this field" : "Enter a valid value";
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? "Fill in this field" : `Use at least ${issue.minimum} characters`;
      if (issue.origin === "array") return `Choose at least ${issue.minimum}`;
      return `Enter ${issue.minimum} or more`;
    case "too_big":
      if (issue.origin === "string") return `Use at most ${issue.maximum} characters`;
      if (issue.origin === "array") return `Choose at most ${issue.maximum}`;
      return `Enter ${issue.maximum} or less`;
    case "invalid_format":
      return issue.format === "email"
        ? "Enter an email address such as name@example.com"
        : "Check the format";
    case "invalid_value":
    case "invalid_union":
      return "Choose one of the options";
    default:
      return undefined;
  }
}

z.config({ customError: humanMessage });
