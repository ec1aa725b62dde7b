/** The users feature's public surface: the profile sections both profile screens show and the people to follow (app/screens). */
export { ProfileTopBlock, type ProfileCount } from './components/profile-top-block';
export { KeyStatsSection, ProfileDetailsSection } from './components/profile-details';
export { ProfileSkeleton } from './components/profile-skeleton';
export { FollowSuggestions } from './components/follow-suggestions';
