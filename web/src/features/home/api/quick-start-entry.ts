// A module of its own for use-quick-start's lazy import: the live workout's Quick Start without the rest of the
// workout-session feature's exports.
export { startQuickWorkout } from '../../workout-session';
