export { isTimeOrderedId, timeOrderedId } from '../../shared/ids';
