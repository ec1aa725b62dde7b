import type { PatchUserRequest, PutUserRequest } from '../../../../../shared/schemas/users';
import { call } from '../../../lib/api';

/** Edit Profile, Edit Details, Edit Stats: any of their fields; answers the updated User. */
export const patchProfile = (userId: string, body: PatchUserRequest) => call('PATCH /api/users/{id}', { params: { id: userId }, body });

/** The fuller Edit Profile: display name, bio, email and photo. */
export const putProfile = (userId: string, body: PutUserRequest) => call('PUT /api/users/{id}', { params: { id: userId }, body });
