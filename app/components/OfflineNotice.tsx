import { useEffect, useState } from "react";

import { useT } from "~/lib/i18n/use-t";

// Says so when the browser loses its connection, and goes away when it is back (JavaScript only).
export function OfflineNotice() {
  const [offline, setOffline] = useState(false);
  const t = useT();
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (!offline) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 bg-slate-900 px-4 py-2 text-center text-sm text-slate-50"
    >
      {t("shell.offline")}
    </p>
  );
}
