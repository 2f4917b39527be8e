// The moderation rule for what shoppers write (reviews, comments): published at once,
// unless it looks like spam (links) or shouting, then held for a person to read.
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|ru|xyz|info|biz)\b)/i;

export type ModerationStatus = "published" | "pending";

export function moderate(...texts: string[]): ModerationStatus {
  const text = texts.join(" ");
  const letters = text.replace(/[^a-z]/gi, "");
  const capitals = letters.replace(/[^A-Z]/g, "").length;
  const shouting = letters.length >= 20 && capitals / letters.length > 0.7;
  return LINK.test(text) || shouting ? "pending" : "published";
}

export const MODERATION_MESSAGES: Record<ModerationStatus, string> = {
  published: "Thank you! It is published.",
  pending: "Thank you! It will appear once our team has read it.",
};
