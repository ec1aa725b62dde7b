import path from 'node:path';
import { CustomResource, Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, CfnFunction, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { catalogueHash } from '../../functions/exercises/seed/catalogue';
import { lambdaBundling, lambdaRuntimeEnvironment } from '../lambda-bundling';
import { LAMBDA_RUNTIME } from '../lambda-runtime';
import { acknowledgeTableIndexes, acknowledgeWildcardResource } from '../nag';
import { repoRoot } from '../paths';
import { powertoolsEnvironment } from '../powertools-environment';
import { LambdaLogRole } from './lambda-log-role';
import { ProjectLogGroup } from './log-group';

/** The seeder's handler, under functions/exercises/. */
const SEEDER_ENTRY = 'seed/custom-resource.ts';

export interface ExerciseSeedProps {
  table: ITable;
}

/**
 * Writes the exercise catalogue (functions/exercises/seed/catalogue.json) into the table at deploy.
 * The catalogue's hash is a property of the custom resource, so CloudFormation calls the seeder on
 * create and again only when the catalogue changes. The seeder may only write to the table.
 */
export class ExerciseSeed extends Construct {
  readonly seeder: NodejsFunction;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: ExerciseSeedProps) {
    super(scope, id);
    const logGroup = new ProjectLogGroup(this, 'Logs');

    this.seeder = new NodejsFunction(this, 'Seeder', {
      description: 'social-fitness exercise catalogue seeder',
      entry: path.join(repoRoot, 'functions', 'exercises', SEEDER_ENTRY),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.minutes(5),
      logGroup,
      role: new LambdaLogRole(this, 'SeederRole', { logGroup }),
      // Like every domain function: JSON lines through Powertools, source maps beside the bundle but never loaded.
      environment: { ...lambdaRuntimeEnvironment, ...powertoolsEnvironment('exercises', SEEDER_ENTRY), TABLE_NAME: props.table.tableName },
      bundling: lambdaBundling,
    });
    // Puts only: no reads, updates or deletes, and nothing beyond the table.
    props.table.grant(this.seeder, 'dynamodb:BatchWriteItem', 'dynamodb:PutItem');
    acknowledgeTableIndexes(this, props.table.tableArn);

    const providerRole = new LambdaLogRole(this, 'ProviderRole', { logGroup });
    const provider = new Provider(this, 'Provider', { onEventHandler: this.seeder, logGroup, frameworkOnEventRole: providerRole });
    runOnStackRuntime(provider.node.findChild('framework-onEvent') as LambdaFunction);
    acknowledgeWildcardResource(
      providerRole,
      `${this.seeder.functionArn}:*`,
      "The provider framework may invoke the seeder's versions: its own grant on the one function it calls.",
    );

    this.resource = new CustomResource(this, 'Catalogue', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::ExerciseCatalogue',
      properties: { catalogueHash: catalogueHash() },
    });
  }
}

/** The provider framework's own small handler (plain JavaScript) runs like every other function of the stack. */
export function runOnStackRuntime(fn: LambdaFunction) {
  const cfn = fn.node.defaultChild as CfnFunction;
  cfn.runtime = LAMBDA_RUNTIME.name;
  cfn.architectures = [Architecture.ARM_64.name];
}
