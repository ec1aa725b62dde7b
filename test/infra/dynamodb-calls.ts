import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../../infra/paths';

/** The IAM action each DynamoDB document-client command needs. */
const ACTION_OF_COMMAND: Record<string, string> = {
  GetCommand: 'dynamodb:GetItem',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  TransactGetCommand: 'dynamodb:GetItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  PutCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
  DescribeTableCommand: 'dynamodb:DescribeTable',
};
/** Items of a TransactWriteItems are authorised one by one, by their kind. */
const ACTION_OF_TRANSACT_ITEM: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/**
 * The DynamoDB actions a handler can call, read from its bundle as esbuild builds it for Lambda (so only the code
 * reachable from the handler counts, including other domains' index.ts it imports): each `new XCommand(` of the
 * SDK it imports, and for TransactWriteCommand every kind of transaction item (`Put:`, `Update:`, ...) in that code.
 * The SDK stays external, so its own code is not read.
 */
export function dynamoDbActionsOf(entry: string): Promise<string[]> {
  let actions = cache.get(entry);
  if (!actions) cache.set(entry, (actions = readActions(entry)));
  return actions;
}

const cache = new Map<string, Promise<string[]>>();

async function readActions(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(repoRoot, entry)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: ['@aws-sdk/*'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  // The DynamoDB commands the bundle imports (local name → SDK name), and of those the ones it constructs.
  const imported = new Map<string, string>();
  for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/(?:lib|client)-dynamodb"/g)) {
    for (const name of names!.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [sdkName, localName = sdkName] = name.split(/\s+as\s+/);
      if (sdkName!.endsWith('Command')) imported.set(localName!, sdkName!);
    }
  }
  const commands = new Set([...imported].filter(([localName]) => new RegExp(`\\bnew ${localName}\\(`).test(code)).map(([, sdkName]) => sdkName));
  const unknown = [...commands].filter((command) => !(command in ACTION_OF_COMMAND) && command !== 'TransactWriteCommand');
  if (unknown.length > 0) throw new Error(`${entry}: no IAM action known for ${unknown.join(', ')}`);
  const actions = new Set([...commands].flatMap((command) => (ACTION_OF_COMMAND[command] ? [ACTION_OF_COMMAND[command]] : [])));
  if (commands.has('TransactWriteCommand')) {
    for (const match of code.matchAll(/\b(Put|Update|Delete|ConditionCheck)\s*:/g)) actions.add(ACTION_OF_TRANSACT_ITEM[match[1]!]!);
  }
  return [...actions].sort();
}
