import { TEMP_SET_PREFIX } from '../session-entries-store';

/** The id of a set shown before the server has created it. */
export const newTempSetId = () => `${TEMP_SET_PREFIX}${crypto.randomUUID()}`;
