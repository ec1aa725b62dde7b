/** Images in the media bucket: what profile images and post photos are stored with. */
export type { ImageType } from './image-type';
export { storeImage, deleteMedia } from './store';
