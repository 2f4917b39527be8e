// The page behind a newsletter link from mail: a heading, a sentence and one button that posts
// the link's token (works without JavaScript). Its route's loader sends the `newsletter`
// namespace (mailLink.missing) with its own words.
import { Form, useActionData, useLoaderData } from "@remix-run/react";

import { useT } from "~/lib/i18n/use-t";

import { SubmitButton } from "./forms";

export function NewsletterLinkPage(props: { heading: string; text: string; button: string }) {
  const { token } = useLoaderData<{ token: string }>();
  const result = useActionData<{ error?: string }>();
  const t = useT();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-3xl font-semibold">{props.heading}</h1>
      {result?.error && (
        <p role="alert" className="mb-4 text-red-700">
          {result.error}
        </p>
      )}
      {token ? (
        <Form method="post" className="flex flex-col gap-4">
          <p>{props.text}</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton>{props.button}</SubmitButton>
        </Form>
      ) : (
        <p>{t("mailLink.missing")}</p>
      )}
    </div>
  );
}
