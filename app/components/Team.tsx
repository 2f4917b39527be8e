import type { TeamMember } from "@contract";

import { useT } from "~/lib/i18n/use-t";

// The people behind the shop, with their avatars, on the about-us page.
export function Team({ team }: { team: TeamMember[] }) {
  const t = useT();
  return (
    <section aria-labelledby="team-title">
      <h2 id="team-title" className="mb-6 text-2xl font-semibold">
        {t("content.meetTheTeam")}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((member) => (
          <li
            key={member.id}
            className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 p-6 text-center"
          >
            <img
              src={`/media/${member.avatar}`}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              className="mb-2 h-32 w-32 rounded-full bg-slate-100 object-cover"
            />
            <h3 className="text-lg font-semibold">{member.name}</h3>
            <p className="text-sm font-medium text-slate-600">{member.role}</p>
            <p className="text-sm text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
