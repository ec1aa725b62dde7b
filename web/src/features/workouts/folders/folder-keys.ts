/** The query key of the routine folders (GET /api/routine-folders), apart so the app can keep it offline without loading the folders code. */
export const routineFolderKeys = { all: ['api', 'routine-folders'] as const };
