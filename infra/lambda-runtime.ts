import { Runtime } from 'aws-cdk-lib/aws-lambda';

/**
 * The newest Node.js Lambda runtime this aws-cdk-lib offers (cdk-nag AwsSolutions-L1 asks for the latest); every
 * function of the stack runs on it, CDK's own custom resource handlers included.
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;
/** The esbuild target matching LAMBDA_RUNTIME. */
export const LAMBDA_NODE_TARGET = 'node24';
