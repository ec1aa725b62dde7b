import { describe, expect, it } from 'vitest';
import { domains } from '../../shared/routes';
import { synthesize } from './template';

/** Every HTTP function's two token keys, and the key pair resource they come from, at a given key generation. */
function keysAtGeneration(generation: number) {
  const { stack, resource, resourcesOf, logicalIdOf } = synthesize({ jwtKeyGeneration: generation });
  const [keyPairId, keyPair] = resourcesOf('Custom::JwtKeyPair')[0]!;
  const variablesOf = (id: string) => resource(id).Properties.Environment.Variables as Record<string, unknown>;
  const functions = domains.map((domain) => ({ domain, id: logicalIdOf(stack.functions[domain].function) }));
  return { keyPairId, keyPair, functions, variablesOf, resource };
}

describe('rotating the token signing key', () => {
  const before = keysAtGeneration(1);
  const after = keysAtGeneration(2);

  it('a generation bump changes only the key pair resource: same logical id, a new Generation', () => {
    expect(after.keyPairId).toBe(before.keyPairId);
    expect(before.keyPair.Properties.Generation).toBe('1');
    expect(after.keyPair.Properties.Generation).toBe('2');
  });

  it('after a bump every HTTP function gets both public keys: the new one and the one it replaced', () => {
    for (const { domain, id } of after.functions) {
      const variables = after.variablesOf(id);
      expect(variables.JWT_PUBLIC_KEY, domain).toEqual({ 'Fn::GetAtt': [after.keyPairId, 'PublicKey'] });
      expect(variables.JWT_PREVIOUS_PUBLIC_KEY, domain).toEqual({ 'Fn::GetAtt': [after.keyPairId, 'PreviousPublicKey'] });
    }
  });

  it('the auth function, the only signer, is updated after every other HTTP function, so they know a new key first', () => {
    const auth = after.functions.find(({ domain }) => domain === 'auth')!;
    const dependsOn = after.resource(auth.id).DependsOn ?? [];
    for (const { domain, id } of after.functions) if (domain !== 'auth') expect(dependsOn, domain).toContain(id);
  });
});
