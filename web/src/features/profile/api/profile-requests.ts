import type { User } from '../../../../../shared/api-types';
import type { PatchUserRequest, PutUserRequest } from '../../../../../shared/schemas/users';
import { api } from '../../../lib/api';

const userPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}`;

/** Edit Profile, Edit Details, Edit Stats: any of their fields; answers the updated User. */
export const patchProfile = (userId: string, body: PatchUserRequest) => api.patch<User>(userPath(userId), body);

/** The fuller Edit Profile: display name, bio, email and photo. */
export const putProfile = (userId: string, body: PutUserRequest) => api.put<User>(userPath(userId), body);
