/** The users feature's public surface: the query keys of a person's data, shared by every feature that reads or refreshes it. */
export { userKeys } from './api/user-keys';
