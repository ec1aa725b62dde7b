/**
 * An activity given by name, as apps other than the spec's /health-return send it (issue 29, deliverable 10): Apple's
 * Workout app and Shortcuts ('Outdoor Run', 'Indoor Cycle', 'Pool Swim'), Health Auto Export ('Traditional Strength
 * Training'), HealthKit's own identifiers ('HKWorkoutActivityTypeHighIntensityIntervalTraining'). Each is read to one
 * of the spec's activities where one fits, so that it lands in the right category; docs/health-activity-codes.md
 * lists what is understood.
 */
import { HEALTH_ACTIVITY_NAMES, HEALTH_WORKOUT_TYPES, categoryOfCode, type HealthWorkoutType } from './activities';

const HEALTHKIT_PREFIX = /^HKWorkoutActivityType/;

/** Where the workout was done or when: not part of the activity. */
const QUALIFIERS = /^(?:outdoor|indoor|pool|open water|virtual|treadmill|morning|afternoon|lunch|evening|night|wheelchair)\s+/;

/** Other words for the spec's activities (its names, lower case). */
export const ACTIVITY_ALIASES: Readonly<Record<string, string>> = {
  run: 'running',
  'run pace': 'running',
  jog: 'running',
  jogging: 'running',
  'track and field': 'running',
  cycle: 'cycling',
  ride: 'cycling',
  bike: 'cycling',
  biking: 'cycling',
  'hand cycling': 'cycling',
  walk: 'walking',
  'walk pace': 'walking',
  hike: 'hiking',
  swim: 'swimming',
  row: 'rowing',
  rower: 'rowing',
  'traditional strength training': 'strength training',
  'weight training': 'strength training',
  weightlifting: 'strength training',
  'weight lifting': 'strength training',
  strength: 'strength training',
  hiit: 'high intensity interval training',
  'mixed cardio': 'high intensity interval training',
  'mixed metabolic cardio training': 'high intensity interval training',
  stairs: 'stair climbing',
  'stair stepper': 'stair climbing',
  'step training': 'stair climbing',
  'cardio dance': 'dance',
  'social dance': 'dance',
  'dance inspired training': 'dance',
  cooldown: 'preparation and recovery',
  stretching: 'flexibility',
};

const codeByName = new Map(Object.entries(HEALTH_ACTIVITY_NAMES).map(([code, name]) => [name.toLowerCase(), Number(code)]));

/** 'HKWorkoutActivityTypeTraditionalStrengthTraining' → 'Traditional Strength Training'; other text trimmed. */
export function activityDisplayName(activity: string): string {
  const text = activity.trim();
  if (!HEALTHKIT_PREFIX.test(text)) return text;
  return text
    .replace(HEALTHKIT_PREFIX, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\bAnd\b/g, 'and');
}

/** The spec's activity code a name stands for, or undefined. */
export function activityCodeOfName(activity: string): number | undefined {
  let text = activityDisplayName(activity)
    .toLowerCase()
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s+workout$/, '');
  while (QUALIFIERS.test(text)) text = text.replace(QUALIFIERS, '');
  return codeByName.get(text) ?? codeByName.get(ACTIVITY_ALIASES[text] ?? '');
}

/**
 * The category of an activity given by its code or its name: the activity's, or the category itself when named
 * ('Cardio'), else mixed.
 */
export function categoryOfActivity(activity: number | string): HealthWorkoutType {
  if (typeof activity === 'number') return categoryOfCode(activity);
  const text = activity.trim().toLowerCase();
  const named = HEALTH_WORKOUT_TYPES.find((category) => category === text);
  if (named) return named;
  const code = activityCodeOfName(activity);
  return code === undefined ? 'mixed' : categoryOfCode(code);
}
