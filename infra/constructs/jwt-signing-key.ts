import path from 'node:path';
import { CustomResource, Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, CfnFunction, Runtime, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnSecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { repoRoot } from '../paths';

export interface JwtSigningKeyProps {
  /** Bump to rotate the key pair on the next deploy (every token issued before stops working). */
  generation: number;
}

/**
 * The ES256 key pair that signs and verifies the API's tokens. The private key lives only in a Secrets Manager secret
 * (written once by a custom resource at create, and again only when `generation` changes); the public key is an
 * attribute of that custom resource, handed to the functions as JWT_PUBLIC_KEY.
 */
export class JwtSigningKey extends Construct {
  readonly privateKey: Secret;
  readonly publicKeyPem: string;
  readonly generator: NodejsFunction;

  constructor(scope: Construct, id: string, props: JwtSigningKeyProps) {
    super(scope, id);
    this.privateKey = new Secret(this, 'PrivateKey', {
      description: 'ES256 (P-256) private key, PKCS8 PEM, that signs the API bearer tokens; read only by the auth function',
    });
    // Created empty: the secret's only value is the key the custom resource writes (no random placeholder).
    (this.privateKey.node.defaultChild as CfnSecret).addPropertyDeletionOverride('GenerateSecretString');

    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    this.generator = new NodejsFunction(this, 'Generator', {
      description: 'social-fitness: makes the ES256 token signing key pair at deploy',
      entry: path.join(repoRoot, 'infra', 'custom-resources', 'jwt-key-pair.ts'),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(30),
      logGroup,
      bundling: { minify: true, sourceMap: false, target: 'node22', bundleAwsSDK: true },
    });
    // Writes the key; it can never read it back.
    this.generator.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:PutSecretValue'], resources: [this.privateKey.secretArn] }),
    );

    const provider = new Provider(this, 'Provider', { onEventHandler: this.generator, logGroup });
    const frameworkFunction = provider.node.findChild('framework-onEvent') as LambdaFunction;
    const cfn = frameworkFunction.node.defaultChild as CfnFunction;
    cfn.runtime = Runtime.NODEJS_22_X.name;
    cfn.architectures = [Architecture.ARM_64.name];

    const keyPair = new CustomResource(this, 'KeyPair', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::JwtKeyPair',
      properties: { SecretArn: this.privateKey.secretArn, Generation: String(props.generation) },
    });
    this.publicKeyPem = keyPair.getAttString('PublicKey');
  }
}
