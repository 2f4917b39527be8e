import type { Address } from "@contract";
import type { ReactNode } from "react";

import { useT } from "~/lib/i18n/use-t";

// One address as it goes on a parcel, with whatever actions the page offers beneath it. A page
// that shows it asks for the `address` messages.
export function AddressCard({ address, children }: { address: Address; children?: ReactNode }) {
  const t = useT();
  return (
    <article
      className="rounded-lg border border-slate-200 p-4"
      aria-label={t("address.label", { name: address.name, street: address.street })}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{address.name}</h3>
        {address.isDefault && (
          <span className="rounded bg-slate-900 px-2 py-0.5 text-xs font-semibold text-slate-50">
            {t("address.default")}
          </span>
        )}
      </div>
      <address className="mt-1 text-sm not-italic text-slate-700">
        {/* Each line keeps its own direction in a right-to-left page ("1 Orchard Lane", "+1 555 0100"). */}
        <bdi>{address.street}</bdi>
        <br />
        <bdi>
          {address.subdistrict.name}, {address.district.name}
        </bdi>
        <br />
        <bdi>
          {address.city.name}, {address.province.name} {address.postal.name}
        </bdi>
        <br />
        <bdi dir="ltr">{address.phone}</bdi>
      </address>
      {children && (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 text-sm [&>*]:flex [&>*]:min-h-11 [&>*]:min-w-11 [&>*]:items-center [&_button]:min-h-11">
          {children}
        </div>
      )}
    </article>
  );
}
