import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

// Disabled while the post is on its way (with JavaScript), so a second click cannot send it twice.
// bg-theme-strong: white text on the theme colour itself is below 4.5:1.
export function SubmitButton({ children, pendingText }: { children: ReactNode; pendingText: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      disabled={submitting}
      className="self-start rounded-md bg-theme-strong px-5 py-2.5 font-medium text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-theme focus-visible:ring-offset-2 disabled:opacity-60"
    >
      {submitting ? pendingText : children}
    </button>
  );
}
