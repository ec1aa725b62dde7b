/**
 * The order in which people are suggested: those followed by more of the people I follow first (ties keep the
 * order they were first seen in), then recently active public accounts; each once, never anyone in `exclude`.
 */
export function rankSuggestionCandidates(options: {
  followsOfMyFollows: readonly (readonly string[])[];
  activePublic: readonly string[];
  exclude: ReadonlySet<string>;
}): string[] {
  const followedBy = new Map<string, number>();
  for (const follows of options.followsOfMyFollows) {
    for (const id of new Set(follows)) if (!options.exclude.has(id)) followedBy.set(id, (followedBy.get(id) ?? 0) + 1);
  }
  const seenOrder = [...followedBy.keys()];
  const ranked = [...seenOrder].sort((a, b) => followedBy.get(b)! - followedBy.get(a)! || seenOrder.indexOf(a) - seenOrder.indexOf(b));
  const chosen = new Set(ranked);
  for (const id of options.activePublic) if (!options.exclude.has(id)) chosen.add(id);
  return [...chosen];
}
