// The zod schemas of the sign-in, registration and password forms: one per form, used by the
// actions through readForm. Server-only, so zod never reaches the browser (docs/decisions/000-stack.md);
// the pages import their types only.
import { Email, Password } from "@contract";
import { z } from "zod";

const email = z.string({ error: "Enter your email" }).pipe(Email);
// The API's own password rules, so the form says exactly what the API would.
const newPassword = (missing: string) => z.string({ error: missing }).pipe(Password);
// The confirmation field must repeat the chosen password.
const NOT_REPEATED = { path: ["confirmPassword"], message: "The two passwords are not the same" };
// Where to go after sign-in; checked with safeRedirectPath before use.
const next = z.string().max(2000).optional();

export const LoginForm = z.object({
  email,
  password: z.string({ error: "Enter your password" }).max(128),
  next,
});

export const RegisterForm = z
  .object({
    name: z
      .string({ error: "Enter your name" })
      .trim()
      .min(1, "Enter your name")
      .max(100, "Use at most 100 characters"),
    email,
    password: newPassword("Choose a password"),
    confirmPassword: z.string({ error: "Type the password again" }),
    next,
  })
  .refine((form) => form.password === form.confirmPassword, NOT_REPEATED);

// `page`: the sign-in page the form is on, in its locale (/auth/provider has none).
export const ProviderStartForm = z.object({ next, page: z.string().max(2000).optional() });

// The sign-in link page: ask for a link by mail, or use the one just opened.
export const MailedLinkForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), email, next }),
  z.object({ intent: z.literal("use") }),
]);

export const ForgetForm = z.object({ email });

export const ResetForm = z
  .object({
    token: z.string({ error: "This link is incomplete" }).max(200),
    password: newPassword("Choose a password"),
    confirmPassword: z.string({ error: "Type the password again" }),
  })
  .refine((form) => form.password === form.confirmPassword, NOT_REPEATED);

export const PasswordForm = z
  .object({
    intent: z.literal("password"),
    currentPassword: z.string({ error: "Enter your current password" }).max(128),
    newPassword: newPassword("Choose a new password"),
    confirmPassword: z.string({ error: "Type the new password again" }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, NOT_REPEATED);
