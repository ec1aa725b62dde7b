/** The coach feature's public surface (issue 11): its path; the screen is lazy-loaded by the router. */
export { coachPaths } from '../../lib/paths';
