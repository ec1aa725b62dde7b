import path from 'node:path';
import { CustomResource, Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, CfnFunction, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { CfnSecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { LAMBDA_RUNTIME } from '../lambda-runtime';
import { acknowledge, acknowledgeWildcardResource } from '../nag';
import { repoRoot } from '../paths';
import { LambdaLogRole } from './lambda-log-role';
import { ProjectLogGroup } from './log-group';

export interface JwtSigningKeyProps {
  /**
   * Bump to rotate the key pair on the next deploy: new tokens are signed with the new key, tokens of the replaced one
   * still verify until the next bump (docs/operations.md).
   */
  generation: number;
  /**
   * Issue 30: the same kind of pair for another purpose (the VAPID key that signs Web Push requests): what its secret
   * and generator say they are, how it is rotated, and its custom resource's type.
   */
  purpose?: { secretDescription: string; generatorDescription: string; rotation: string; resourceType: `Custom::${string}` };
}

/**
 * The ES256 key pair that signs and verifies the API's tokens. The private key lives only in a Secrets Manager secret
 * (written once by a custom resource at create, and again only when `generation` changes); the public key is an
 * attribute of that custom resource, handed to the functions as JWT_PUBLIC_KEY; the key the last rotation replaced is
 * its PreviousPublicKey attribute (JWT_PREVIOUS_PUBLIC_KEY, '' before the first rotation).
 */
export class JwtSigningKey extends Construct {
  readonly privateKey: Secret;
  readonly publicKeyPem: string;
  readonly previousPublicKeyPem: string;
  readonly generator: NodejsFunction;

  constructor(scope: Construct, id: string, props: JwtSigningKeyProps) {
    super(scope, id);
    this.privateKey = new Secret(this, 'PrivateKey', {
      description: props.purpose?.secretDescription ?? 'ES256 (P-256) private key, PKCS8 PEM, that signs the API bearer tokens; read only by the auth function',
    });
    // Created empty: the secret's only value is the key the custom resource writes (no random placeholder).
    (this.privateKey.node.defaultChild as CfnSecret).addPropertyDeletionOverride('GenerateSecretString');
    acknowledge(
      this.privateKey,
      'SMG4',
      props.purpose?.rotation ??
        "Rotated by bumping JWT_KEY_GENERATION and deploying (docs/operations.md): the key pair resource writes a new key and hands the functions its public key and the previous one. A Secrets Manager rotation would change the private key behind the functions' backs.",
    );

    const logGroup = new ProjectLogGroup(this, 'Logs');
    this.generator = new NodejsFunction(this, 'Generator', {
      description: props.purpose?.generatorDescription ?? 'social-fitness: makes the ES256 token signing key pair at deploy',
      entry: path.join(repoRoot, 'infra', 'custom-resources', 'jwt-key-pair.ts'),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(30),
      logGroup,
      role: new LambdaLogRole(this, 'GeneratorRole', { logGroup }),
      bundling: { minify: true, sourceMap: false, target: 'node22', bundleAwsSDK: true },
    });
    // Writes the key; it can never read it back.
    this.generator.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:PutSecretValue'], resources: [this.privateKey.secretArn] }),
    );

    const providerRole = new LambdaLogRole(this, 'ProviderRole', { logGroup });
    const provider = new Provider(this, 'Provider', { onEventHandler: this.generator, logGroup, frameworkOnEventRole: providerRole });
    acknowledgeWildcardResource(
      providerRole,
      `${this.generator.functionArn}:*`,
      "The provider framework may invoke the generator's versions: its own grant on the one function it calls.",
    );
    const frameworkFunction = provider.node.findChild('framework-onEvent') as LambdaFunction;
    const cfn = frameworkFunction.node.defaultChild as CfnFunction;
    cfn.runtime = LAMBDA_RUNTIME.name;
    cfn.architectures = [Architecture.ARM_64.name];

    const keyPair = new CustomResource(this, 'KeyPair', {
      serviceToken: provider.serviceToken,
      resourceType: props.purpose?.resourceType ?? 'Custom::JwtKeyPair',
      properties: { SecretArn: this.privateKey.secretArn, Generation: String(props.generation) },
    });
    this.publicKeyPem = keyPair.getAttString('PublicKey');
    this.previousPublicKeyPem = keyPair.getAttString('PreviousPublicKey');
  }
}
