// The blog, the static pages, the contact form, the FAQ and the files for search engines.
// Every test runs with JavaScript on and off (see playwright.config.ts).
import type { Page, TestInfo } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { axeViolations, expect, test } from "./axe";

const STATIC_PAGES = [
  "About us",
  "Contact us",
  "Privacy policy",
  "Terms & conditions",
  "Refund policy",
  "Payment policy",
];

type Post = { slug: string; title: string; author: string; summary: string; tags: string[] };

async function apiJson(request: Page["request"], path: string) {
  const response = await request.get(`${API_URL}${path}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

// A fresh address per test and project: the API limits how often one address may post.
function writer(testInfo: TestInfo, name: string) {
  const id = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}`;
  return { name: `${name} ${id}`, email: `${name.toLowerCase()}.${id}@example.com` };
}

// The contact page's form, filled in and sent; answers the form's region.
async function sendContact(
  page: Page,
  me: { name: string; email: string },
  { subject, message }: { subject: string; message: string },
) {
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByLabel("Name").fill(me.name);
  await form.getByLabel("Email").fill(me.email);
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send message" }).click();
  return form;
}

test.describe("blog", () => {
  test("read a blog post: body, author, date, tags, share links and search-engine tags", async ({
    page,
    request,
  }) => {
    const [latest]: Post[] = (await apiJson(request, "/api/content/blog/all?pageSize=1")).data;
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await page.getByRole("heading", { level: 2, name: latest.title }).getByRole("link").click();

    await expect(page).toHaveURL(`/blog/${latest.slug}`);
    const article = page.getByRole("article").first();
    await expect(article.getByRole("heading", { level: 1, name: latest.title })).toBeVisible();
    await expect(article.getByText(latest.author)).toBeVisible();
    // At least four paragraphs (waited for: without JavaScript the page is still streaming in).
    await expect(article.getByRole("paragraph").nth(3)).toBeVisible();
    for (const tag of latest.tags) await expect(article.getByRole("link", { name: `#${tag}` })).toBeVisible();

    const postUrl = new URL(`/blog/${latest.slug}`, page.url()).href;
    const share = page.getByRole("navigation", { name: "Share" });
    await expect(share.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`,
    );
    for (const network of ["X", "Pinterest", "WhatsApp", "Email"])
      await expect(share.getByRole("link", { name: new RegExp(`^${network}`) })).toBeVisible();

    await expect(page).toHaveTitle(`${latest.title} · Little Sprout`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", postUrl);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new URL(`/media/blog/${latest.slug}.svg`, page.url()).href,
    );
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    );
    const crumbs = structured.find((data) => data["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Blog",
      latest.title,
    ]);
    expect(structured.find((data) => data["@type"] === "BlogPosting").headline).toBe(latest.title);
  });

  test("filter the blog by tag from the sidebar", async ({ page, request }) => {
    const tagged: Post[] = (await apiJson(request, "/api/content/blog/all?tag=sleep&pageSize=48")).data;
    expect(tagged.length).toBeGreaterThan(0);
    await page.goto("/blog");
    const tags = page.getByRole("navigation", { name: "Popular tags" });
    await tags
      .getByRole("link", { name: `sleep, ${tagged.length} ${tagged.length === 1 ? "post" : "posts"}` })
      .click();

    await expect(page).toHaveURL(/\/blog\?tag=sleep$/);
    await expect(page.getByRole("heading", { level: 1, name: "Posts tagged “sleep”" })).toBeVisible();
    const titles = page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .filter({ has: page.getByRole("link") });
    await expect(titles).toHaveText(tagged.map((post) => post.title));
    await expect(tags.getByRole("link", { name: /^sleep,/ })).toHaveAttribute("aria-current", "page");
  });

  test("page through the blog", async ({ page, request }) => {
    const second = await apiJson(request, "/api/content/blog/all?pageSize=6&page=2");
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByRole("heading", { level: 2, name: second.data[0].title })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).locator("[aria-current=page]"),
    ).toHaveText("2");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\?page=2$/);
  });

  test("malformed blog params still show a page, and an unknown post is the 404 page", async ({
    page,
    request,
  }) => {
    const { paging } = await apiJson(request, "/api/content/blog/all?pageSize=6");
    for (const query of ["?page=abc&tag=", "?page=-3", `?tag=${"x".repeat(80)}`]) {
      const response = await page.goto(`/blog${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    }
    // Past the last page: the last page.
    expect((await page.goto("/blog?page=999"))?.status()).toBe(200);
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).locator("[aria-current=page]"),
    ).toHaveText(String(paging.totalPages));
    await expect((await page.goto("/blog?tag=no-such-tag"))?.status()).toBe(200);
    await expect(page.getByText("No posts are tagged “no-such-tag” yet.")).toBeVisible();

    expect((await page.goto("/blog/no-such-post"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  });
});

test.describe("comments", () => {
  async function openPost(page: Page, request: Page["request"], index: number) {
    const post: Post = (await apiJson(request, "/api/content/blog/all?pageSize=12")).data[index];
    await page.goto(`/blog/${post.slug}`);
    return post;
  }

  test("post a comment and see it published", async ({ page, request }, testInfo) => {
    await openPost(page, request, 1);
    const me = writer(testInfo, "Ada");
    const form = page.getByRole("region", { name: "Leave a comment" });
    await form.getByLabel("Name").fill(me.name);
    await form.getByLabel("Email").fill(me.email);
    await form.getByLabel("Comment").fill("We tried the one-more-layer rule and it works.");
    await form.getByRole("button", { name: "Post comment" }).click();

    await expect(page.getByText("Thank you! It is published.")).toBeVisible();
    const comment = page
      .getByRole("region", { name: /comment/ })
      .getByRole("article", { name: `Comment by ${me.name}` });
    await expect(comment).toContainText("We tried the one-more-layer rule and it works.");
    await expect(page.getByText(me.email)).toHaveCount(0);
    // The form is empty again, ready for another comment.
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  test("a comment with a link waits for moderation and is not listed", async ({
    page,
    request,
  }, testInfo) => {
    await openPost(page, request, 2);
    const me = writer(testInfo, "Bob");
    const form = page.getByRole("region", { name: "Leave a comment" });
    await form.getByLabel("Name").fill(me.name);
    await form.getByLabel("Email").fill(me.email);
    await form.getByLabel("Comment").fill("Great deals at https://example.com/deals");
    await form.getByRole("button", { name: "Post comment" }).click();

    await expect(page.getByText("Thank you! It will appear once our team has read it.")).toBeVisible();
    await expect(page.getByRole("article", { name: `Comment by ${me.name}` })).toHaveCount(0);
  });

  test("a bad comment keeps what was typed and shows field errors", async ({ page, request }, testInfo) => {
    await openPost(page, request, 3);
    const me = writer(testInfo, "Cy");
    const form = page.getByRole("region", { name: "Leave a comment" });
    await form.getByLabel("Name").fill(me.name);
    // The browser accepts this address; the shop does not.
    await form.getByLabel("Email").fill("cy@localhost");
    await form.getByLabel("Comment").fill("Typed with care, kept on failure.");
    await form.getByRole("button", { name: "Post comment" }).click();

    const email = form.getByLabel("Email");
    await expect(form.getByText("Enter an email address such as name@example.com")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const errorId = await email.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(/email address such as/);
    await expect(email).toHaveValue("cy@localhost");
    await expect(form.getByLabel("Name")).toHaveValue(me.name);
    await expect(form.getByLabel("Comment")).toHaveValue("Typed with care, kept on failure.");
    await expect(form.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("article", { name: `Comment by ${me.name}` })).toHaveCount(0);
  });
});

test.describe("static pages", () => {
  test("open each static page from the footer", async ({ page, request }) => {
    await page.goto("/");
    const footer = page.getByRole("navigation", { name: "Information" });
    for (const name of STATIC_PAGES) {
      const slug = (await footer.getByRole("link", { name, exact: true }).getAttribute("href"))!.replace(
        "/page/",
        "",
      );
      const { data } = await apiJson(request, `/api/content/page/${slug}`);
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(`/page/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: data.title })).toBeVisible();
      // Body headings ("## …") are real headings.
      const heading: string = data.body.split("\n\n").find((block: string) => block.startsWith("## "));
      expect(heading, slug).toBeTruthy();
      await expect(page.getByRole("heading", { level: 2, name: heading.slice(3) })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new URL(`/page/${slug}`, page.url()).href,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", data.title);
    }
    expect((await page.goto("/page/no-such-page"))?.status()).toBe(404);
  });

  test("the contact page shows the shop's details and the map", async ({ page, request }) => {
    const shop = (await apiJson(request, "/api/config/fetch?name=shop")).data.value;
    await page.goto("/page/contact-us");
    const details = page.getByRole("region", { name: "Our details" });
    await expect(details.getByText(shop.address)).toBeVisible();
    await expect(details.getByRole("link", { name: shop.email })).toHaveAttribute(
      "href",
      `mailto:${shop.email}`,
    );
    await expect(details.getByRole("link", { name: shop.phone })).toHaveAttribute("href", /^tel:\+\d+$/);
    const map = page.getByRole("img", { name: `Map showing ${shop.name} at ${shop.address}` });
    await map.scrollIntoViewIfNeeded();
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("send the contact form", async ({ page }, testInfo) => {
    const me = writer(testInfo, "Dee");
    await page.goto("/page/contact-us");
    const form = await sendContact(page, me, {
      subject: "Sizing question",
      message: "Does the 6-12m sleepsuit run small? My son is tall for his age.",
    });

    await expect(
      page.getByText("Thank you for your message. We answer within one working day."),
    ).toBeVisible();
    await expect(form.getByLabel("Subject")).toHaveValue("");
  });

  test("a bad contact message keeps the typed values and shows field errors", async ({ page }, testInfo) => {
    const me = writer(testInfo, "Eve");
    await page.goto("/page/contact-us");
    const form = await sendContact(page, me, { subject: "Hello", message: "Too short" });

    await expect(form.getByText("Use at least 10 characters")).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Message")).toHaveValue("Too short");
    await expect(form.getByLabel("Name")).toHaveValue(me.name);
    await expect(form.getByLabel("Email")).toHaveValue(me.email);
    await expect(form.getByLabel("Subject")).toHaveValue("Hello");
    await expect(page.getByText("Thank you for your message.")).toHaveCount(0);
  });

  // A slow phone: the refused message comes back from the server and the shopper types the new
  // one before the page's scripts have arrived. Hydration must not put the old text back.
  test("a message typed again before the page's scripts have run is the one sent", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const me = writer(testInfo, "Fay");
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    // A page of its own: the fixture's page waits for hydration at every goto.
    const slow = await page.context().newPage();
    await slow.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await slow.goto("/page/contact-us");
    const form = await sendContact(slow, me, { subject: "Sizing", message: "Too short" });
    await expect(form.getByText("Use at least 10 characters")).toBeVisible();

    const again = "Does the 6-12m sleepsuit run small? My son is tall.";
    await form.getByLabel("Message").fill(again);
    releaseScripts();
    if (javaScriptEnabled !== false) {
      await expect(slow.locator("body")).toHaveAttribute("data-hydrated");
      // The field knows it was edited: its old error has gone, as when typed after hydration.
      await expect(form.getByText("Use at least 10 characters")).toHaveCount(0);
    }
    await expect(form.getByLabel("Message")).toHaveValue(again);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(
      slow.getByText("Thank you for your message. We answer within one working day."),
    ).toBeVisible();
  });

  test("the FAQ opens a question to show its answer", async ({ page, request }) => {
    const [first, second] = (await apiJson(request, "/api/config/fetch?name=faq")).data.value;
    await page.goto("/");
    await page.getByRole("navigation", { name: "Information" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    const answer = page.getByText(first.answer);
    await expect(answer).toBeHidden();
    await page.getByText(first.question).click();
    await expect(answer).toBeVisible();
    // From the keyboard as well.
    await page.getByText(second.question).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(second.answer)).toBeVisible();
  });

  // The blog and a post are checked the same way in a11y.spec.ts, in one run with its own checks.
  test("a tag's posts, the contact and about pages, the FAQ and the lookbook have no accessibility violations", async ({
    axePage,
  }) => {
    test.setTimeout(60_000);
    for (const path of [
      "/blog?tag=sleep",
      "/page/contact-us",
      "/page/about-us",
      "/faq",
      "/lookbook?look=baby",
    ]) {
      await axePage.goto(path);
      expect(await axeViolations(axePage, { within: "#main" }), path).toEqual([]);
    }
  });
});

test.describe("search engines", () => {
  test(
    "sitemap.xml lists product, listing, blog and page URLs; robots.txt points at it",
    { tag: "@no-browser" },
    async ({ request, baseURL }) => {
      const [product] = (await apiJson(request, "/api/products?pageSize=1&sort=z-a")).data;
      const locsIn = async (path: string) => {
        const answer = await request.get(path);
        expect(answer.status(), path).toBe(200);
        expect(answer.headers()["content-type"]).toContain("application/xml");
        const xml = await answer.text();
        return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll("&amp;", "&"));
      };
      // A sitemap index, whose files hold the URLs.
      const files = await locsIn("/sitemap.xml");
      expect(files[0]).toBe(`${baseURL}/sitemaps/pages.xml`);
      const locs = (await Promise.all(files.map((file) => locsIn(new URL(file).pathname)))).flat();
      const { paging } = await apiJson(request, "/api/products?pageSize=1");
      expect(locs.filter((loc) => loc.startsWith(`${baseURL}/products/`))).toHaveLength(paging.total);
      for (const path of [
        `/products/${product.slug}`,
        "/",
        "/products?c1=CL-001",
        "/products?c1=CL-001&c2=DR-001",
        "/catalog/new-arrival",
        "/blog",
        "/page/refund-policy",
        "/faq",
      ]) {
        expect(locs, path).toContain(`${baseURL}${path}`);
      }

      const robots = await request.get("/robots.txt");
      expect(robots.headers()["content-type"]).toContain("text/plain");
      const text = await robots.text();
      expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
      for (const path of ["/cart", "/checkout", "/member", "/login-callback", "/search"])
        expect(text).toContain(`Disallow: ${path}\n`);
    },
  );
});
