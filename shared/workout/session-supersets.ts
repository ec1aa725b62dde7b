/**
 * Issue 29: supersets made in the live workout. A session keeps its exercises' order (`exerciseIds`) and a letter per
 * grouped exercise (`supersetGroups`, as a plan's supersets were copied in, decision 86). A superset is two or more
 * exercises: a letter left on one exercise alone is no group, and is dropped.
 */
import { nextSupersetLetter, withSupersetsTogether } from './superset';

export interface SessionGrouping {
  exerciseIds: readonly string[];
  supersetGroups?: Readonly<Record<string, string>>;
}

export interface Regrouped {
  exerciseIds: string[];
  supersetGroups: Record<string, string>;
}

export const SUPERSET_WITH_ITSELF = 'An exercise cannot be in a superset with itself.';

/** The letters of exercises still in the workout, each letter kept only where two or more exercises share it. */
export function withoutLoneGroups(groups: Readonly<Record<string, string>> | undefined, exerciseIds: readonly string[]): Record<string, string> {
  const present = Object.entries(groups ?? {}).filter(([exerciseId]) => exerciseIds.includes(exerciseId));
  const count = new Map<string, number>();
  for (const [, letter] of present) count.set(letter, (count.get(letter) ?? 0) + 1);
  return Object.fromEntries(present.filter(([, letter]) => (count.get(letter) ?? 0) >= 2));
}

/**
 * The workout after "Superset with…": `exerciseId`'s superset becomes exactly it and `partners` (in any order).
 * Exercises of its old superset that are not listed leave it; partners taken from another superset leave that one;
 * a superset left with one exercise is none. No partners takes the exercise out of its superset ("Remove from
 * superset"). The group keeps the exercise's letter, or takes the next free one, and its exercises move together,
 * where the first of them is (the rest comes after the group's last exercise: shared/workout/rest.ts). Applying the
 * same grouping again changes nothing, so a request sent twice answers the same.
 */
export function regroupSuperset(session: SessionGrouping, exerciseId: string, partners: readonly string[]): Regrouped {
  const groups = withoutLoneGroups(session.supersetGroups, session.exerciseIds);
  const members = new Set([exerciseId, ...partners]);
  const oldLetter = groups[exerciseId];
  if (members.size < 2) delete groups[exerciseId];
  else {
    for (const [id, letter] of Object.entries(groups)) if (members.has(id) || letter === oldLetter) delete groups[id];
    const letter = oldLetter ?? nextSupersetLetter(Object.values(groups).map((supersetGroup) => ({ supersetGroup })));
    for (const id of members) groups[id] = letter;
  }
  const supersetGroups = withoutLoneGroups(groups, session.exerciseIds);
  const ordered = withSupersetsTogether(session.exerciseIds.map((id) => ({ id, supersetGroup: supersetGroups[id] ?? null })));
  return { exerciseIds: ordered.map((entry) => entry.id), supersetGroups };
}

/** The other exercises of `exerciseId`'s superset, in workout order (none when it is in no superset). */
export function supersetPartners(session: SessionGrouping, exerciseId: string): string[] {
  const letter = session.supersetGroups?.[exerciseId];
  if (!letter) return [];
  return session.exerciseIds.filter((id) => id !== exerciseId && session.supersetGroups?.[id] === letter);
}
