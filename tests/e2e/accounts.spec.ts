// Accounts end to end, with JavaScript on and off: registration, sign-in with a password and
// through the bundled identity provider, the guard and pending route, password reset through
// the outbox, the member area, the wishlist merge, and the security rules.
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { signOut } from "./layout";
import { mailsTo } from "./mail-catcher";
import { PASSWORD, registerViaApi, signIn, signInWithCookie } from "./members";

function uniqueEmail(testInfo: TestInfo, label: string) {
  return `${label}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

// A member made through the API, for journeys that start signed out.
async function memberViaApi(
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
  name = "Pat Parent",
) {
  const email = uniqueEmail(testInfo, label);
  const grant = await registerViaApi(name, email);
  return { email, name, userId: grant.userId, grant };
}

// The newest mailed link to this address, as a path on the shop (the test API's outbox).
async function mailedLinkPath(request: APIRequestContext, email: string) {
  const mail = await (await request.get(`${API_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = new URL(mail.data[0].body.match(/https?:\/\/\S+/)[0]);
  return link.pathname + link.search;
}

const CHECK_YOUR_MAIL = "Check your mail: we have sent a link to that address.";

const account = (page: Page) => page.getByRole("navigation", { name: "Account", exact: true });
const isJsOff = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled === false;
const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

test.describe("registration and sign-in", () => {
  test("register, confirm by the mailed link, sign out, and sign in again with the password", async ({
    page,
    request,
  }, testInfo) => {
    // The whole journey (register, mail, confirm, sign out, sign in) outlasts 30 s on a busy machine.
    test.slow();
    const email = uniqueEmail(testInfo, "register");
    // On the way to the address book: the mailed link lands there.
    await page.goto("/member/address-book");
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Your name").fill("Robin Newcomer");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Password again").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(toast(page, CHECK_YOUR_MAIL)).toBeVisible();
    // No account yet: the password does not sign in.
    await page.goto("/login");
    await signIn(page, email);
    await expect(
      page.getByRole("alert").filter({ hasText: "The email or password is not right" }),
    ).toBeVisible();

    await page.goto(await mailedLinkPath(request, email));
    // The token has left the address bar; the shopper confirms.
    await expect(page).toHaveURL(/\/login\/link$/);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/member\/address-book$/);
    await page.goto("/member/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Robin Newcomer" })).toBeVisible();
    await expect(account(page).getByRole("link", { name: "Hi, Robin Newcomer" })).toBeVisible();

    await signOut(page);
    await expect(toast(page, "You are signed out.")).toBeVisible();
    await expect(account(page).getByRole("link", { name: "Sign in" })).toBeVisible();
    // The member area is closed again.
    await page.goto("/member/profile");
    await expect(page).toHaveURL(/\/login\?next=%2Fmember%2Fprofile$/);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/member\/profile$/);
    await expect(toast(page, "Welcome, Robin Newcomer!")).toBeVisible();
  });

  test("registration keeps what was typed and explains each problem", async ({ page, request }, testInfo) => {
    const taken = await memberViaApi(request, testInfo, "taken");
    await page.goto("/register");
    await page.getByLabel("Your name").fill("Sam");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Password again").fill("different");
    await page.getByRole("button", { name: "Create account" }).click();

    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveValue("not-an-email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText(
      "Enter an email address such as name@example.com",
    );
    await expect(
      page.getByText("Use 8 to 128 characters, with at least one letter and one digit"),
    ).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Sam");
    // Passwords are never sent back (with JavaScript the browser simply keeps what was typed).
    if (isJsOff(testInfo)) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await email.fill(taken.email);
    // With JavaScript a field's message goes once the field is changed; without, the next answer says.
    if (isJsOff(testInfo))
      await expect(page.getByText("Enter an email address such as name@example.com")).toBeVisible();
    else {
      await expect(page.getByText("Enter an email address such as name@example.com")).toHaveCount(0);
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
      await expect(
        page.getByText("Use 8 to 128 characters, with at least one letter and one digit"),
      ).toBeVisible();
    }
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Password again").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    // A taken address is answered as a new one; its owner gets a mail instead.
    await expect(toast(page, CHECK_YOUR_MAIL)).toBeVisible();
    await expect(page.getByText("An account with this email already exists")).toHaveCount(0);
    const mail = await (
      await request.get(`${API_URL}/api/dev/outbox?to=${encodeURIComponent(taken.email)}`)
    ).json();
    expect(mail.data[0].subject).toBe("Someone tried to create a Little Sprout account with your address");
  });

  test("sign in with a link by mail from the sign-in page, landing where the shopper was going", async ({
    page,
    request,
  }, testInfo) => {
    const member = await memberViaApi(request, testInfo, "link");
    await page.goto("/member/wishlist");
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(toast(page, "If an account exists for that address, we have sent it a link")).toBeVisible();
    await page.goto(await mailedLinkPath(request, member.email));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/member\/wishlist$/);
    await expect(account(page).getByRole("link", { name: `Hi, ${member.name}` })).toBeVisible();
  });

  test("a failed sign-in says one thing, whether or not the account exists", async ({
    page,
    request,
  }, testInfo) => {
    const member = await memberViaApi(request, testInfo, "failed");
    await page.goto("/login");
    await signIn(page, member.email, "wrong-pass-1");
    const alert = page.getByRole("alert").filter({ hasText: "The email or password is not right" });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
    if (isJsOff(testInfo)) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await signIn(page, uniqueEmail(testInfo, "nobody"), "wrong-pass-1");
    await expect(alert).toBeVisible();
    await expect(account(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("too many attempts answer 429 and the page says so", async ({ page, request }, testInfo) => {
    const member = await memberViaApi(request, testInfo, "limited");
    await page.goto("/login");
    for (let i = 0; i < 5; i++) {
      await signIn(page, member.email, "wrong-pass-1");
      await expect(
        page.getByRole("alert").filter({ hasText: "The email or password is not right" }),
      ).toBeVisible();
    }
    // Even the right password waits now.
    await signIn(page, member.email);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /Too many sign-in attempts for this account\. Please wait 1[45] minutes/ }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    const response = await page.request.post("/login", {
      form: { email: member.email, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(429);
  });

  test("the guard sends a visitor to sign in and then on to the page they wanted", async ({
    page,
    request,
  }, testInfo) => {
    const member = await memberViaApi(request, testInfo, "pending");
    await page.goto("/member/address-book");
    await expect(page).toHaveURL(/\/login\?next=%2Fmember%2Faddress-book$/);
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/member\/address-book$/);
    await expect(page.getByRole("heading", { level: 1, name: "Address book" })).toBeVisible();
  });

  test("sign in through the identity provider, landing on the pending route", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "provider");
    await page.goto("/member/wishlist");
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByRole("button", { name: "Sign in with Sprout ID" }).click();

    // The provider's own page, on its own origin.
    await expect(page.getByRole("heading", { name: "Sign in to Sprout ID" })).toBeVisible();
    expect(new URL(page.url()).port).not.toBe(new URL(testInfo.project.use.baseURL ?? "").port);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Name").fill("Casey Provider");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/member\/wishlist$/);
    await expect(account(page).getByRole("link", { name: "Hi, Casey Provider" })).toBeVisible();
    // A provider-only member has no password to change.
    await page.goto("/member/profile");
    await expect(
      page.getByText("You sign in with Sprout ID, so there is no password to change here."),
    ).toBeVisible();

    // Signed out of the shop but still signed in at the provider: the next sign-in goes
    // straight through, to the same member.
    await signOut(page);
    await expect(toast(page, "You are signed out.")).toBeVisible();
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Sprout ID" }).click();
    await expect(page).toHaveURL(/\/member\/profile$/);
    await expect(account(page).getByRole("link", { name: "Hi, Casey Provider" })).toBeVisible();
    // The member made by the first sign-in was welcomed, once, through the real mail server.
    const welcomes = async () =>
      (await mailsTo(email)).filter((mail) => mail.subject === "Welcome to Little Sprout, Casey Provider");
    await expect.poll(async () => (await welcomes()).length, { timeout: 20_000 }).toBe(1);
    expect((await welcomes())[0].text).toContain("/member/profile");
  });

  test("cancelling at the provider comes back with a message", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Sprout ID" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("alert").filter({ hasText: "Sign-in was cancelled." })).toBeVisible();
  });

  test("cancelling at the provider from the French sign-in page comes back to it, in French", async ({
    page,
  }) => {
    await page.goto("/fr/login");
    await page.getByRole("button", { name: "Se connecter avec Sprout ID" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/fr\/login$/);
    await expect(page.getByRole("alert").filter({ hasText: "La connexion a été annulée." })).toBeVisible();
  });
});

test.describe("password reset", () => {
  test("reset through the outbox link; the link fails the second time", async ({
    page,
    request,
  }, testInfo) => {
    const member = await memberViaApi(request, testInfo, "reset");
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgotten your password?" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(toast(page, "If an account exists for that address")).toBeVisible();

    const mail = await (
      await request.get(`${API_URL}/api/dev/outbox?to=${encodeURIComponent(member.email)}`)
    ).json();
    const link = new URL(mail.data[0].body.match(/https?:\/\/\S+/)[0]);
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New password", { exact: true }).fill("fresh-start-77");
    await page.getByLabel("New password again").fill("fresh-start-77");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, "Your password has been reset")).toBeVisible();
    await signIn(page, member.email, "fresh-start-77");
    await expect(page).toHaveURL(/\/member\/profile$/);

    await signOut(page);
    // Wait for the sign-out to land before the next page, or that page still sees a member.
    await expect(toast(page, "You are signed out.")).toBeVisible();
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New password", { exact: true }).fill("another-start-88");
    await page.getByLabel("New password again").fill("another-start-88");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "This reset link has expired or was already used" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  });
});

// An address without its regions and phone is refused: each region's message once, beside its
// own list, and what was typed kept.
async function refusedWithoutRegions(page: Page) {
  const adding = page.getByRole("region", { name: "Add an address" });
  await adding.getByLabel("Recipient's name").fill("Sam Receiver");
  await adding.getByLabel("Street and house number").fill("12 Acorn Lane");
  await adding.getByRole("button", { name: "Add address" }).click();
  await expect(adding.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expect(adding.getByLabel("Province", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(adding.getByText("Choose a province", { exact: true })).toBeVisible();
  // Each region's message once, beside its own list.
  for (const [label, message] of [
    ["Province", "Choose a province"],
    ["City", "Choose a city"],
    ["District", "Choose a district"],
    ["Subdistrict", "Choose a subdistrict"],
    ["Postal code", "Choose a postal code"],
  ]) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    await expect(adding.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  }
  await expect(adding.getByLabel("Street and house number")).toHaveValue("12 Acorn Lane");
}

test.describe("member area", () => {
  // Not about signing in: the session cookie the shop would set, without the form; then
  // straight to the page under test.
  async function signedIn(
    page: Page,
    request: APIRequestContext,
    testInfo: TestInfo,
    label: string,
    path = "/member/profile",
  ) {
    const member = await memberViaApi(request, testInfo, label);
    await signInWithCookie(page, member.grant, testInfo);
    await page.goto(path);
    return member;
  }

  // One new member's page: first as it is, then the profile edited on it.
  test("the dashboard shows the summary, the menu and no orders yet; edit the profile", async ({
    page,
    request,
  }, testInfo) => {
    const member = await signedIn(page, request, testInfo, "dashboard");
    const menu = page.getByRole("navigation", { name: "Your account" });
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Your details", exact: true })).toContainText(member.email);
    await expect(page.getByText("No address yet.")).toBeVisible();
    await expect(page.getByText("You have no orders yet.")).toBeVisible();

    const form = page.getByRole("region", { name: "Edit your details" });
    await form.getByLabel("Phone (optional)").fill("call me maybe");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(form.getByLabel("Phone (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Phone (optional)")).toHaveValue("call me maybe");

    await form.getByLabel("Name").fill("Jordan Renamed");
    await form.getByLabel("Phone (optional)").fill("+44 20 7946 0123");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page, "Your details are saved.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Jordan Renamed" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your details", exact: true })).toContainText(
      "+44 20 7946 0123",
    );
    await expect(account(page).getByRole("link", { name: "Hi, Jordan Renamed" })).toBeVisible();

    await menu.getByRole("link", { name: "Wishlist" }).click();
    await expect(page.getByText("Your wishlist is empty.")).toBeVisible();
  });

  test("change the password", async ({ page, request }, testInfo) => {
    const member = await signedIn(page, request, testInfo, "password");
    const form = page.getByRole("region", { name: "Change your password" });
    await form.getByLabel("Current password").fill("not-my-password-1");
    await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
    await form.getByLabel("New password again").fill("brand-new-pass-9");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("The current password is not right")).toBeVisible();

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
    await form.getByLabel("New password again").fill("brand-new-pass-9");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Your password has been changed")).toBeVisible();

    await signOut(page);
    // Wait for the sign-out to land before the next page, or that page still sees a member.
    await expect(toast(page, "You are signed out.")).toBeVisible();
    await page.goto("/login");
    await signIn(page, member.email, PASSWORD);
    await expect(
      page.getByRole("alert").filter({ hasText: "The email or password is not right" }),
    ).toBeVisible();
    await signIn(page, member.email, "brand-new-pass-9");
    await expect(page).toHaveURL(/\/member\/profile$/);
  });

  // One new member's address book: an address refused, then one added, edited and deleted.
  test("an address with missing regions is refused with field errors, keeping what was typed; then one is added, edited and deleted with the chained selects", async ({
    page,
    request,
  }, testInfo) => {
    // Two journeys' steps (the refusal, then add, edit and delete): 30 s ran out at load 32.
    test.slow();
    await signedIn(page, request, testInfo, "address", "/member/address-book");
    await refusedWithoutRegions(page);

    const js = testInfo.project.use.javaScriptEnabled !== false;
    const list = async (path: string) =>
      (await (await request.get(`${API_URL}/api/address/${path}`)).json()).data as {
        id: number;
        name: string;
      }[];
    const [province] = await list("provinces");
    const cities = await list(`cities?provinceId=${province.id}`);
    const [district] = await list(`districts?cityId=${cities[0].id}`);
    const [subdistrict] = await list(`subdistricts?districtId=${district.id}`);
    const [postal] = await list(`postals?subdistrictId=${subdistrict.id}`);

    const form = page.getByRole("region", { name: /(Add|Edit) (an|this) address/ });
    // With JavaScript the next list loads in place; without, "Show …" posts and comes back filled.
    async function choose(label: string, name: string, next?: string) {
      await form.getByLabel(label, { exact: true }).selectOption({ label: name });
      if (!next) return;
      if (!js) await form.getByRole("button", { name: `Show ${next}` }).click();
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(/\d+/);
    }

    await form.getByLabel("Recipient's name").fill("Sam Receiver");
    await form.getByLabel("Phone").fill("+44 20 7946 0000");
    await form.getByLabel("Street and house number").fill("12 Acorn Lane");
    await choose("Province", province.name, "cities");
    await choose("City", cities[0].name, "districts");
    await choose("District", district.name, "subdistricts");
    await choose("Subdistrict", subdistrict.name, "postal codes");
    await choose("Postal code", postal.name);
    // What was typed survived the trips without JavaScript.
    await expect(form.getByLabel("Street and house number")).toHaveValue("12 Acorn Lane");
    await form.getByRole("button", { name: "Add address" }).click();

    await expect(toast(page, "The address was added.")).toBeVisible();
    const card = page.getByRole("article", { name: /Sam Receiver, 12 Acorn Lane/ });
    await expect(card).toContainText(`${cities[0].name}, ${province.name} ${postal.name}`);
    await expect(card).toContainText("Default");

    // Edit: another street and another city (the lists below it start again).
    await card.getByRole("link", { name: /Edit/ }).click();
    await expect(form.getByRole("heading", { name: "Edit this address" })).toBeVisible();
    await expect(form.getByLabel("Postal code", { exact: true })).toHaveValue(String(postal.id));
    await form.getByLabel("Street and house number").fill("7 Birch Road");
    const [district2] = await list(`districts?cityId=${cities[1].id}`);
    const [subdistrict2] = await list(`subdistricts?districtId=${district2.id}`);
    const [postal2] = await list(`postals?subdistrictId=${subdistrict2.id}`);
    await choose("City", cities[1].name, "districts");
    await expect(form.getByLabel("Postal code", { exact: true })).toHaveValue("");
    await choose("District", district2.name, "subdistricts");
    await choose("Subdistrict", subdistrict2.name, "postal codes");
    await choose("Postal code", postal2.name);
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(toast(page, "The address was saved.")).toBeVisible();
    const edited = page.getByRole("article", { name: /Sam Receiver, 7 Birch Road/ });
    await expect(edited).toContainText(`${cities[1].name}, ${province.name} ${postal2.name}`);

    // The dashboard's default address box links back to editing it.
    await page.goto("/member/profile");
    await expect(page.getByRole("region", { name: "Default address" })).toContainText("7 Birch Road");

    await page.goto("/member/address-book");
    await edited.getByRole("button", { name: /Delete/ }).click();
    await expect(toast(page, "The address was deleted.")).toBeVisible();
    await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
  });

  test("the visitor's wishlist merges into the member's at sign-in", async ({ page, request }, testInfo) => {
    const member = await memberViaApi(request, testInfo, "merge");
    const products = (await (await request.get(`${API_URL}/api/products?pageSize=3`)).json()).data as {
      id: number;
      title: string;
    }[];
    // The wishlist buttons post to /wishlist; the browser context keeps the session cookie.
    for (const product of products.slice(0, 2)) {
      const response = await page.request.post("/wishlist", {
        form: { intent: "add", productId: String(product.id), redirectTo: "/" },
      });
      expect(response.ok()).toBe(true);
    }
    await page.goto("/login");
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/member\/profile$/);
    await page.goto("/member/wishlist");
    const list = page.getByRole("list", { name: "Products on your wishlist" });
    for (const product of products.slice(0, 2))
      await expect(list.getByRole("link", { name: product.title, exact: true })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);

    await list.getByRole("button", { name: `Remove ${products[0].title}` }).click();
    await expect(toast(page, "Removed from your wishlist.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    // A button, or a link that asks for the size when the product comes in more than one.
    const add = { name: `Add to cart ${products[1].title}` };
    await expect(list.getByRole("button", add).or(list.getByRole("link", add))).toBeVisible();
  });

  test("the footer's newsletter form subscribes, and says what is wrong", async ({ page }, testInfo) => {
    await page.goto("/products");
    const newsletter = page.getByRole("region", { name: "Newsletter" });
    await newsletter.getByLabel("Email for news and offers").fill("not an email");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    // Without JavaScript the error comes back on the newsletter page; with it, in place.
    await expect(page.getByText("Enter an email address such as name@example.com").first()).toBeVisible();
    await expect(page.getByLabel("Email for news and offers").first()).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    const email = uniqueEmail(testInfo, "news");
    await page.goto("/products");
    await newsletter.getByLabel("Email for news and offers").fill(email);
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, `Thank you! Open the link we sent to ${email} to confirm.`)).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe("security", () => {
  test("every open-redirect variant of next lands on this site", async ({ page, request }, testInfo) => {
    const member = await memberViaApi(request, testInfo, "redirects");
    const attacks = [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example",
      "http:evil.example",
      "javascript:alert(document.cookie)",
      "%2F%2Fevil.example",
      "/%2F%2Fevil.example",
      "%252F%252Fevil.example",
      "/%5Cevil.example",
      "/\t/evil.example",
      "/%09/evil.example",
      "/%0a/evil.example",
    ];
    for (const next of attacks) {
      const response = await page.request.post("/login", {
        form: { email: member.email, password: PASSWORD, next },
        maxRedirects: 0,
      });
      expect(response.status(), next).toBe(302);
      expect(response.headers().location, next).toBe("/member/profile");
      await page.context().clearCookies();
    }
    // And through the page, as a shopper would follow such a link.
    await page.goto(`/login?next=${encodeURIComponent("//evil.example/steal")}`);
    await signIn(page, member.email);
    await expect(page).toHaveURL(new RegExp(`^${testInfo.project.use.baseURL}/member/profile$`));
  });

  test("no response body, script or cookie holds the access token or user id", async ({
    page,
    request,
  }, testInfo) => {
    const member = await memberViaApi(request, testInfo, "secrets");
    const bodies: string[] = [];
    page.on("response", async (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (/html|javascript|json|text/.test(type)) bodies.push(await response.text().catch(() => ""));
    });
    await page.goto("/login");
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/member\/profile$/);
    for (const path of ["/member/address-book", "/member/wishlist", "/member/profile"]) await page.goto(path);
    bodies.push(await page.content());

    const cookies = await page.context().cookies();
    const cookieText = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("\n");
    const decoded = cookies
      .map((cookie) => Buffer.from(decodeURIComponent(cookie.value), "base64").toString("latin1"))
      .join("\n");
    for (const text of [...bodies, cookieText, decoded]) expect(text).not.toContain(member.userId);
    const session = cookies.find((cookie) => cookie.name === "__session");
    expect(session?.httpOnly).toBe(true);

    // Any token-shaped string anywhere is tried against the API: none may be valid.
    const candidates = new Set(
      [...bodies, cookieText].flatMap((text) => text.match(/(?<![\w-])[\w-]{43}(?![\w-])/g) ?? []),
    );
    for (const token of candidates) {
      const check = await request.post(`${API_URL}/api/auth/validate-token`, {
        headers: { "x-access-token": token, "x-user-id": member.userId },
      });
      expect(check.status(), token).toBe(401);
    }
    if (testInfo.project.use.javaScriptEnabled !== false) {
      expect(await page.evaluate(() => document.cookie)).toBe("");
    }
  });

  test("a cross-site form post is refused by every action", async ({ page, request }, testInfo) => {
    // Not about signing in: the session cookie the shop would set.
    const member = await memberViaApi(request, testInfo, "csrf");
    await signInWithCookie(page, member.grant, testInfo);
    const actions = [
      "/login",
      "/register",
      "/forget-password",
      "/reset-password",
      "/logout",
      "/auth/provider",
      "/member/profile",
      "/member/address-book",
      "/member/wishlist",
      "/wishlist",
      "/newsletter",
    ];
    // Browsers mark another site's request with Sec-Fetch-Site; readForm refuses it with 403
    // in every action, before any work.
    for (const path of actions) {
      const response = await page.request.post(path, {
        form: { intent: "profile", name: "Hijacked", email: member.email, password: PASSWORD },
        headers: { "Sec-Fetch-Site": "cross-site" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(403);
    }

    // And from a real page on another site, submitted by the browser itself. Its Origin does
    // not match, which Remix refuses before any action runs (an empty 500; see the README).
    const shop = testInfo.project.use.baseURL;
    await page.route("http://evil.example/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" action="${shop}/member/profile"><input name="intent" value="profile"><input name="name" value="Hijacked"><button>Win a prize</button></form>`,
      }),
    );
    await page.goto("http://evil.example/");
    const [response] = await Promise.all([
      page.waitForResponse(`${shop}/member/profile`),
      page.getByRole("button", { name: "Win a prize" }).click(),
    ]);
    expect(response.ok()).toBe(false);
    expect(await response.text()).not.toContain("Hijacked");
    await page.goto("/member/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Pat Parent" })).toBeVisible();
  });
});
