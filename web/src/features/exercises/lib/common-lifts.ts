/**
 * The lifts most people log (issue 11), by catalogue id, most common first, with the short names people type for
 * them. A short name counts like the exercise's own name when searching: 'squat' is an exact match of Barbell Squat,
 * 'bench' a prefix of Barbell Bench Press. Among equally good matches these come first, in this order.
 */
export const COMMON_LIFTS: readonly { id: string; aliases: readonly string[] }[] = [
  { id: 'Barbell_Squat', aliases: ['squat', 'back squat'] },
  { id: 'Barbell_Bench_Press_-_Medium_Grip', aliases: ['bench press', 'bench'] },
  { id: 'Barbell_Deadlift', aliases: ['deadlift'] },
  { id: 'Standing_Military_Press', aliases: ['overhead press', 'ohp', 'military press'] },
  { id: 'Bent_Over_Barbell_Row', aliases: ['barbell row', 'row'] },
  { id: 'Pullups', aliases: ['pull-up', 'pull up', 'pullup'] },
  { id: 'Chin-Up', aliases: ['chin up', 'chinup'] },
  { id: 'Front_Barbell_Squat', aliases: ['front squat'] },
  { id: 'Romanian_Deadlift', aliases: ['rdl'] },
  { id: 'Barbell_Incline_Bench_Press_-_Medium_Grip', aliases: ['incline bench press', 'incline bench'] },
  { id: 'Dumbbell_Bench_Press', aliases: ['dumbbell press'] },
  { id: 'Barbell_Hip_Thrust', aliases: ['hip thrust'] },
  { id: 'Leg_Press', aliases: [] },
  { id: 'Wide-Grip_Lat_Pulldown', aliases: ['lat pulldown', 'pulldown'] },
  { id: 'Dips_-_Triceps_Version', aliases: ['dips', 'dip'] },
  { id: 'Pushups', aliases: ['push-up', 'push up', 'pushup'] },
  { id: 'Barbell_Curl', aliases: ['curl'] },
  { id: 'Seated_Cable_Rows', aliases: ['cable row'] },
  { id: 'Dumbbell_Shoulder_Press', aliases: ['shoulder press'] },
  { id: 'Sumo_Deadlift', aliases: ['sumo'] },
  { id: 'Barbell_Lunge', aliases: ['lunge'] },
  // Issue 27: the lifts the search ranking set (search-ranking-set.ts) found listed below a rarer namesake.
  { id: 'Dumbbell_Bicep_Curl', aliases: ['dumbbell curl', 'bicep curl'] },
  { id: 'Triceps_Pushdown', aliases: ['tricep pushdown', 'pushdown'] },
  { id: 'Side_Lateral_Raise', aliases: ['lateral raise', 'side raise'] },
  { id: 'One-Arm_Dumbbell_Row', aliases: ['dumbbell row'] },
  { id: 'Standing_Calf_Raises', aliases: ['calf raise'] },
];

/** Catalogue id → its place among the common lifts (0 is the most common). */
export const COMMON_LIFT_RANK: ReadonlyMap<string, number> = new Map(COMMON_LIFTS.map((lift, index) => [lift.id, index]));
/** Catalogue id → the short names it is also found by. */
export const COMMON_LIFT_ALIASES: ReadonlyMap<string, readonly string[]> = new Map(COMMON_LIFTS.map((lift) => [lift.id, lift.aliases]));
