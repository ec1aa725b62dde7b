/** The workouts feature's public surface: its screen paths. */
export { editRoutinePath, routinePath, routinePaths } from '../../lib/paths';
