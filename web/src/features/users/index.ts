/** The users feature's public surface: people's query keys, queries, paths and the profile sections both profile screens show. */
export { followKeys, userKeys } from '../../lib/queries/user-keys';
export * from '../../lib/queries/people-queries';
export * from '../../lib/paths';
export { ProfileTopBlock, type ProfileCount } from './components/profile-top-block';
export { KeyStatsSection, ProfileDetailsSection } from './components/profile-details';
export { ProfileSkeleton } from './components/profile-skeleton';
export { FollowSuggestions } from './components/follow-suggestions';
export { FollowRequestActions, type FollowRequestAnswer } from './components/follow-request-actions';
export { useRememberCurrentRoute } from '../../lib/navigation/use-back-navigation';
