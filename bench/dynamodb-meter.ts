/**
 * A bench-only middleware on the functions' DynamoDB client: asks every command for its consumed capacity
 * (ReturnConsumedCapacity 'TOTAL') and adds requests, RCU and WCU to whatever meter is current in the calling
 * async context. Production code never sets ReturnConsumedCapacity; only the bench installs this.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Meter {
  requests: number;
  rcu: number;
  wcu: number;
  /** Write requests (Put, Update, Delete, batches, transactions), a refused conditional write included. */
  writes: number;
  /** Requests by command name (GetCommand, QueryCommand, …). */
  commands: Record<string, number>;
}

export const newMeter = (): Meter => ({ requests: 0, rcu: 0, wcu: 0, writes: 0, commands: {} });

interface CapacityLike {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

const WRITE_COMMANDS = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/** Sums the capacity of an output: one object for single-item and query calls, an array for batches and transactions. */
function capacityOf(output: unknown): CapacityLike {
  const consumed = (output as { ConsumedCapacity?: CapacityLike | CapacityLike[] } | undefined)?.ConsumedCapacity;
  const all = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  return all.reduce<CapacityLike>(
    (sum, one) => ({
      CapacityUnits: (sum.CapacityUnits ?? 0) + (one.CapacityUnits ?? 0),
      ReadCapacityUnits: (sum.ReadCapacityUnits ?? 0) + (one.ReadCapacityUnits ?? 0),
      WriteCapacityUnits: (sum.WriteCapacityUnits ?? 0) + (one.WriteCapacityUnits ?? 0),
    }),
    {},
  );
}

/** The part of an AWS SDK client a bench middleware needs (the functions' DynamoDB client). */
export interface MiddlewareClient {
  middlewareStack: {
    add(
      middleware: (next: (args: any) => Promise<any>, context: { commandName?: string }) => (args: any) => Promise<any>,
      options: { step: 'initialize'; name: string },
    ): void;
  };
}

/** Installs the meter on a client; `current()` names the meter to charge for the call being made (none: not counted). */
export function installDynamoDbMeter(client: MiddlewareClient, current: () => Meter | undefined): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const meter = current();
      if (!meter) return next(args);
      const command = String(context.commandName ?? 'Unknown');
      meter.requests += 1;
      meter.commands[command] = (meter.commands[command] ?? 0) + 1;
      if (WRITE_COMMANDS.test(command)) meter.writes += 1;
      args.input = { ...args.input, ReturnConsumedCapacity: 'TOTAL' };
      const result = await next(args);
      const capacity = capacityOf(result.output);
      // DynamoDB reports CapacityUnits for the table and its indexes; a command either reads or writes.
      const units = capacity.CapacityUnits ?? (capacity.ReadCapacityUnits ?? 0) + (capacity.WriteCapacityUnits ?? 0);
      if (WRITE_COMMANDS.test(command)) meter.wcu += units;
      else meter.rcu += units;
      return result;
    },
    { step: 'initialize', name: 'benchDynamoDbMeter' },
  );
}

/** One meter per measured call, carried by the async context, so concurrent stream handlers are not charged to it. */
export const meterContext = new AsyncLocalStorage<Meter>();
