import type * as v from "valibot";
import type { Bilingual, TeamMember } from "../data/types";
import { bothLanguages, count, demoMark, fields, optional, pictureName } from "./content-fields";
import { entriesOf, folderOf, type Kind, type Reading } from "./content-files";

export const memberFiles = {
  file: /^team\/[^/]+\/member(?:-\d+)?\.yaml$/,
  pictures: "one",
  schema: fields(
    {
      order: count("a whole number (team members are shown in its order)"),
      name: bothLanguages("name"),
      role: bothLanguages("role"),
      about: bothLanguages("text about them"),
      photo: optional(pictureName),
      photo_description: bothLanguages("description of the photo"),
      demo: demoMark,
    },
    "must be a list of fields, one per line (order: 1, name: …)",
  ),
} satisfies Kind<v.GenericSchema>;

/** The team, in the order their files give, each known by their folder's name. */
export function readTeam(reading: Reading): TeamMember<Bilingual>[] {
  const team: (TeamMember<Bilingual> & { order: number })[] = [];
  for (const { entry, file, src } of entriesOf(memberFiles, reading)) {
    team.push({
      id: folderOf(file).slice("team/".length),
      order: entry.order,
      name: entry.name,
      role: entry.role,
      image: { src, alt: entry.photo_description },
      description: entry.about,
    });
  }
  return team.sort((a, b) => a.order - b.order).map(({ order, ...member }) => member);
}
