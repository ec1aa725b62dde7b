const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * The interface `npm start` listens on: this machine only, unless HOST says otherwise (HOST=0.0.0.0 to try the app
 * from a phone on the same Wi-Fi), in which case it warns that everyone on that network can reach it.
 */
export function listenHost(env: NodeJS.ProcessEnv, log: (line: string) => void = () => undefined): string {
  const host = env.HOST?.trim() || '127.0.0.1';
  if (!LOOPBACK.has(host)) {
    log(`WARNING: listening on ${host}: anyone on this network can reach the app and its API (sign-up, sign-in, everyone's posts). Use it on a network you trust, and stop it afterwards.`);
  }
  return host;
}
