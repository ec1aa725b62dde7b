import SocialFeedScreen from '../../features/social/screens/social-screen';
import { FollowSuggestions } from '../../features/users';

/** Social (/social): the social feature's feeds, with the users feature's people to follow under an empty feed. */
export default function SocialScreen() {
  return <SocialFeedScreen suggestions={<FollowSuggestions />} />;
}
