// Development only: the outbox as pages a developer can read in a browser, every mail the shop
// wrote with its HTML and plain-text parts, whether or not a mail server is configured. On with
// DEV_OUTBOX (npm start turns it on when SMTP_URL is unset, outside production).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";

import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { notFound } from "../lib/errors";

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const page = (title: string, body: ReactNode) =>
  `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ fontFamily: "sans-serif", maxWidth: 960, margin: "0 auto", padding: 12 }}>{body}</body>
    </html>,
  )}`;

export function registerDevMailRoutes(app: OpenAPIHono, db: Database) {
  app.get("/api/dev/mail", async (c) => {
    const mails = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    const rows = mails.map((mail) => (
      <tr key={mail.id}>
        <td>{mail.createdAt.toISOString().slice(0, 19).replace("T", " ")}</td>
        <td>{mail.to}</td>
        <td>
          <a href={`/api/dev/mail/${mail.id}`}>{mail.subject}</a>
        </td>
        <td>{mail.kind}</td>
        <td>
          {mail.status}
          {mail.attempts > 0 ? ` after ${mail.attempts} tries` : ""}
        </td>
      </tr>
    ));
    return c.html(
      page(
        "Outbox",
        <>
          <h1>Outbox: the newest {mails.length} mails</h1>
          <table cellPadding={6}>
            <thead>
              <tr>
                <th>Written (UTC)</th>
                <th>To</th>
                <th>Subject</th>
                <th>Kind</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </>,
      ),
    );
  });

  // One mail: its headers, its plain-text part and its HTML part in a frame (sandboxed: no
  // scripts, the mail's styles kept to itself).
  app.get("/api/dev/mail/:id", async (c) => {
    const id = Id.safeParse(c.req.param("id"));
    const [mail] = id.success ? await db.select().from(outbox).where(eq(outbox.id, id.data)) : [];
    if (!mail) throw notFound("The mail");
    const headers = { To: mail.to, Subject: mail.subject, "Message-ID": mail.messageId, ...mail.headers };
    return c.html(
      page(
        mail.subject,
        <>
          <p>
            <a href="/api/dev/mail">All mail</a>
          </p>
          <dl>
            {Object.entries(headers).map(([name, value]) => (
              <div key={name}>
                <dt style={{ fontWeight: "bold" }}>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <dt style={{ fontWeight: "bold" }}>Status</dt>
            <dd>
              {mail.status}, {mail.attempts} tries{mail.lastReply ? `, last reply: ${mail.lastReply}` : ""}
            </dd>
          </dl>
          {mail.html && (
            <iframe
              title="The HTML part"
              sandbox=""
              srcDoc={mail.html}
              style={{ width: "100%", height: 640, border: "1px solid #ccc" }}
            />
          )}
          <h2>Plain text</h2>
          <pre style={{ whiteSpace: "pre-wrap" }}>{mail.body}</pre>
        </>,
      ),
    );
  });
}
