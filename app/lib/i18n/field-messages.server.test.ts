// A failed field reads the catalogue's words in the page's locale, whichever schema checked it
// (the web's own, or the API's from server/contract), read the way every action reads a form.
import { NewReview } from "@contract";
import { describe, expect, it } from "vitest";

import { LoginForm, RegisterForm, ResetForm } from "../auth-forms.server";
import { CartAction } from "../cart.server";
import { CheckoutForm, PayAgainForm } from "../checkout.server";
import { readForm, readStaffForm } from "../forms.server";
import { SaveAddressForm } from "../member-forms.server";

const post = (path: string, form: Record<string, string>) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });

async function errorsOf(path: string, schema: Parameters<typeof readForm>[1], form: Record<string, string>) {
  const submission = await readForm(post(path, form), schema);
  if (submission.status === "success") throw new Error("expected the form to fail");
  return submission.error ?? {};
}

const REGISTER = {
  name: "Kim",
  email: "kim@example.com",
  password: "sunny-day-42",
  confirmPassword: "sunny-day-42",
};

describe("a field's message", () => {
  it("is the catalogue's, in the locale of the page the form was posted on", async () => {
    const form = { ...REGISTER, email: "" };
    expect((await errorsOf("/register", RegisterForm, form)).email).toEqual(["Enter your email"]);
    expect((await errorsOf("/ar/register", RegisterForm, form)).email).toEqual(["أدخل بريدك الإلكتروني"]);
    expect((await errorsOf("/fr/register", RegisterForm, form)).email).toEqual(["Saisissez votre e-mail"]);
  });

  it("says what is wrong: missing, mistyped, a rule of the field, too long", async () => {
    const errors = await errorsOf("/register", RegisterForm, {
      name: "x".repeat(101),
      email: "kim@",
      password: "short",
      confirmPassword: "other",
    });
    expect(errors).toEqual({
      name: ["Use at most 100 characters"],
      email: ["Enter an email address such as name@example.com"],
      // Too short and without a digit: the rule once.
      password: ["Use 8 to 128 characters, with at least one letter and one digit"],
      confirmPassword: ["The two passwords are not the same"],
    });
    expect((await errorsOf("/login", LoginForm, { email: "kim@example.com" })).password).toEqual([
      "Enter a password",
    ]);
  });

  it("words the API's own schemas (a review) in the shop's voice, in every locale", async () => {
    const review = { name: "Kim", rating: "0", title: "ok", body: "Lovely dress." };
    expect(await errorsOf("/products/x", NewReview, review)).toEqual({
      rating: ["Choose a rating"],
      title: ["Use at least 3 characters"],
    });
    expect(await errorsOf("/ar/products/x", NewReview, review)).toEqual({
      rating: ["اختر تقييمًا"],
      title: ["اكتب 3 أحرف على الأقل"],
    });
    expect((await errorsOf("/fr/products/x", NewReview, review)).title).toEqual([
      "Utilisez au moins 3 caractères",
    ]);
  });

  it("gives a quantity its range, a bundle its sizes, a card its rules", async () => {
    expect((await errorsOf("/ar/cart", CartAction, { intent: "set", sku: "A-1", qty: "-1" })).qty).toEqual([
      "أدخل كمية من 1 إلى 99",
    ]);
    expect((await errorsOf("/cart", CartAction, { intent: "add", sku: "A-1", qty: "100" })).qty).toEqual([
      "Enter a quantity from 1 to 99",
    ]);
    expect((await errorsOf("/cart", CartAction, { intent: "bundle", "sku[0]": "" }))["sku[0]"]).toEqual([
      "Choose a size for each piece of the bundle",
    ]);
    const card = { paymentMethod: "test_card", "card.number": "4242 4242 4242 4241", "card.expiry": "13/30" };
    const errors = await errorsOf("/fr/checkout/SO-1", PayAgainForm, card);
    expect(errors["card.number"]).toEqual(["Ce numéro de carte n’est pas valide"]);
    expect(errors["card.expiry"]).toEqual(["Saisissez la date d’expiration au format MM/AA"]);
    expect(errors["card.cvc"]).toEqual(["Saisissez les 3 ou 4 chiffres du code de sécurité"]);
    const checkout = await errorsOf("/fr/checkout", CheckoutForm, { paymentMethod: "cash_on_delivery" });
    expect(checkout.addressId).toEqual(["Choisissez une adresse de livraison"]);
    expect(checkout.shippingOption).toEqual(["Choisissez un mode de livraison"]);
  });

  it("is the one a schema of the web names, and says which text to clean of control characters", async () => {
    const address = { intent: "save", name: "", phone: "12", street: "1 Orchard Lane" };
    const errors = await errorsOf("/ar/member/address-book", SaveAddressForm, address);
    expect(errors.name).toEqual(["أدخل اسم مستلم الطرد"]);
    expect(errors.phone?.[0]).toMatch(/^أدخل رقم هاتف من 6 إلى 20/);
    expect(errors.provinceId).toEqual(["اختر المحافظة"]);
    const named = { ...REGISTER, name: "Kim\u0000" };
    expect((await errorsOf("/ar/register", RegisterForm, named)).name).toEqual([
      "احذف محارف التحكم (مثل NUL) من هذا النص",
    ]);
  });

  it("stays the schema's English in the back office", async () => {
    const submission = await readStaffForm(
      post("/admin/set-password", { token: "t", password: "short" }),
      ResetForm,
    );
    if (submission.status === "success") throw new Error("expected the form to fail");
    expect(submission.error?.password).toEqual(["Use at least 8 characters", "Include at least one digit"]);
    expect(submission.error?.confirmPassword).toEqual(["Type the password again"]);
  });
});
