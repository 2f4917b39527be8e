// Plain share links to each network's own share page: no third-party scripts, works without JavaScript.
export function ShareLinks({ url, title, image }: { url: string; title: string; image?: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ["X", `https://x.com/intent/post?url=${u}&text=${t}`],
    [
      "Pinterest",
      `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${image ? `&media=${encodeURIComponent(image)}` : ""}`,
    ],
    ["WhatsApp", `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`],
    ["Email", `mailto:?subject=${t}&body=${u}`],
  ] as const;
  return (
    <nav aria-label="Share" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">Share:</span>
      {links.map(([name, href]) => (
        <a
          key={name}
          href={href}
          target={name === "Email" ? undefined : "_blank"}
          rel="noopener noreferrer"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 py-1 hover:border-theme hover:text-theme-strong"
        >
          {name}
          {name !== "Email" && <span className="sr-only"> (opens in a new tab)</span>}
        </a>
      ))}
    </nav>
  );
}
