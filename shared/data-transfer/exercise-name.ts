/**
 * Matching an imported exercise name (Strong's 'Bench Press (Barbell)', Hevy's 'Bench Press (Barbell)') to an
 * exercise: names compare without case, spacing or punctuation, and a few common spellings count as one.
 */

/** 'Bench  Press (Barbell)' → 'bench press barbell'. */
export function normalizeExerciseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words other apps spell differently from the catalogue, as whole normalized words. */
const WORD_ALIASES: Record<string, string> = {
  db: 'dumbbell',
  dumbbells: 'dumbbell',
  bb: 'barbell',
  kb: 'kettlebell',
  ohp: 'overhead press',
  rdl: 'romanian deadlift',
  pullup: 'pull up',
  pullups: 'pull up',
  pushup: 'push up',
  pushups: 'push up',
  chinup: 'chin up',
  chinups: 'chin up',
  situp: 'sit up',
  situps: 'sit up',
};

/** The key two names match on: normalized, aliases expanded, an equipment suffix in parentheses kept as words. */
export function exerciseMatchKey(name: string): string {
  return normalizeExerciseName(name)
    .split(' ')
    .map((word) => WORD_ALIASES[word] ?? word)
    .join(' ');
}

/**
 * The keys to try, best first: the full name, then the name without a trailing '(Equipment)' and, when the equipment
 * is given, 'Equipment Name' (the catalogue's 'Barbell Bench Press' for Strong's 'Bench Press (Barbell)').
 */
export function exerciseMatchKeys(name: string): string[] {
  const keys = [exerciseMatchKey(name)];
  const suffix = /^(.*)\(([^()]*)\)\s*$/.exec(name.trim());
  if (suffix?.[1] && suffix[2]) {
    const base = exerciseMatchKey(suffix[1]);
    const equipment = exerciseMatchKey(suffix[2]);
    keys.push(`${equipment} ${base}`, base);
  }
  return [...new Set(keys.filter((key) => key !== ''))];
}
