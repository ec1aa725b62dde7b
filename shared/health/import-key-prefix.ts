/**
 * Every import key starts with this, so the API tells one from a sign-in token before verifying either. Its own
 * module: the handler factory needs it in every domain, and importing it from the schemas built every health and
 * workout schema at each function's cold start.
 */
export const IMPORT_KEY_PREFIX = 'sfhk_';
