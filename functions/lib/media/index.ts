/** Photos in the media bucket: deleting a profile's or post's photo (issue 26: made by functions/media). */
export { deleteMedia, mediaKeysOf } from './store';
