/** The social feature's public surface. Screens are lazy-loaded by the app router from ./screens. */
export { CreatePostDialog } from './components/create-post-dialog';
export { ProfilePostsSection } from './components/profile-posts-section';
