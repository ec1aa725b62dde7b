// A module of its own for the lazy import in bottom-nav: importing the social index dynamically would make its every
// export one chunk, and home (which reads social's queries) would load the composer with it.
export { CreatePostDialog as default } from '../../features/social';
