import { type MessageId, useT } from "~/lib/i18n/use-t";

// Plain share links to each network's own share page: no third-party scripts, works without
// JavaScript. Its words are the `share` namespace: a route that shows it asks for it.
export function ShareLinks({ url, title, image }: { url: string; title: string; image?: string }) {
  const t = useT();
  const u = encodeURIComponent(url);
  const e = encodeURIComponent(title);
  const links: [MessageId, string][] = [
    ["share.facebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ["share.x", `https://x.com/intent/post?url=${u}&text=${e}`],
    [
      "share.pinterest",
      `https://pinterest.com/pin/create/button/?url=${u}&description=${e}${image ? `&media=${encodeURIComponent(image)}` : ""}`,
    ],
    ["share.whatsapp", `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`],
    ["share.email", `mailto:?subject=${e}&body=${u}`],
  ];
  return (
    <nav aria-label={t("share.label")} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{t("share.prefix")}</span>
      {links.map(([name, href]) => (
        <a
          key={name}
          href={href}
          target={name === "share.email" ? undefined : "_blank"}
          rel="noopener noreferrer"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 py-1 hover:border-theme hover:text-theme-strong"
        >
          {t(name)}
          {name !== "share.email" && <span className="sr-only"> {t("share.newTab")}</span>}
        </a>
      ))}
    </nav>
  );
}
