/**
 * The words of an exercise name or a search, as the picker compares them: lower case, split at anything that is not a
 * letter or digit ('Pull-Up', 'pull up' and 'Chin-Up/Pull' all give separate words), plurals folded ('curls', 'rows',
 * 'crunches', 'triceps'), and the short forms people type read as the word they stand for ('db' is 'dumbbell').
 */
const SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['db', 'dumbbell'],
  ['dbs', 'dumbbell'],
  ['bb', 'barbell'],
  ['kb', 'kettlebell'],
  ['bw', 'bodyweight'],
  ['flye', 'fly'],
  ['flie', 'fly'],
  ['dl', 'deadlift'],
]);

/** Words that name the equipment: a name's equipment word the search does not mention counts as no extra word. */
export const EQUIPMENT_WORDS: ReadonlySet<string> = new Set([
  'barbell',
  'dumbbell',
  'kettlebell',
  'cable',
  'machine',
  'smith',
  'lever',
  'leverage',
  'band',
  'ez',
  'bar',
  'bodyweight',
]);

/** Words that never make a name a worse match ('Bench Press with Chains' is not further from 'bench press chains'). */
const FILLER_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'the', 'with', 'on', 'to', 'of', 'version']);

function singular(word: string): string {
  if (word.length <= 2 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A name's or a search's words, folded as described above. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => {
      const folded = singular(word);
      return SHORT_FORMS.get(folded) ?? SHORT_FORMS.get(word) ?? folded;
    });
}

/** Whether a word of a name adds nothing a search must say ('with', or equipment the search leaves open). */
export function isNeutralWord(word: string): boolean {
  return FILLER_WORDS.has(word) || EQUIPMENT_WORDS.has(word);
}
