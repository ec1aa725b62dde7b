import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueExerciseKey, customExerciseCountKey, customExerciseKey } from '../../functions/exercises/keys';
import { catalogue } from '../../functions/exercises/seed/catalogue';
import { seedCatalogue } from '../../functions/exercises/seed/seed-catalogue';
import { ensureTable } from '../../infra/local/ensure-table';
import { localAwsConfig } from '../../infra/local/local-aws-config';
import type { Exercise } from '../../shared/api-types';
import { DIFFICULTIES, EQUIPMENT, MUSCLE_GROUPS } from '../../shared/constants';
import { api, signUp } from '../support/api';
import { useLocalStackForFunctions } from '../support/functions-env';

// The repository's DynamoDB client must be pointed at the local stack before it is imported.
useLocalStackForFunctions();
const { findExercise } = await import('../../functions/exercises/repository');

const CATALOGUE_SIZE = 873;
const DUPLICATE_NAME = 'You already have an exercise with this name.';
const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

const listExercises = (token: string) => api('GET /api/exercises', { token });
const createExercise = (token: string, body: unknown) => api('POST /api/exercises', { token, body });
const uniqueName = (label = 'Curl') => `${label} ${randomUUID().slice(0, 8)}`;
const validBody = () => ({ name: uniqueName(), category: 'Arms', equipment: 'Dumbbell' });

describe('GET /api/exercises', () => {
  it('answers 401 without a token', async () => {
    const result = await api('GET /api/exercises');

    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: expect.any(String) });
  });

  it('lists the 873 catalogue exercises with values from the product lists', async () => {
    const { token } = await signUp();
    const result = await listExercises(token);

    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(CATALOGUE_SIZE);
    expect(new Set(result.body.map((exercise) => exercise.id)).size).toBe(CATALOGUE_SIZE);
    for (const exercise of result.body) {
      expect(Object.keys(exercise).sort()).toEqual(
        ['id', 'name', 'category', 'equipment', 'difficulty', 'muscleGroups', 'instructions', 'userId', 'isCustom', 'exerciseType'].sort(),
      );
      expect(MUSCLE_GROUPS).toContain(exercise.category);
      expect(EQUIPMENT).toContain(exercise.equipment);
      expect(DIFFICULTIES).toContain(exercise.difficulty);
      expect(exercise.muscleGroups.length).toBeGreaterThan(0);
      for (const group of exercise.muscleGroups) expect(MUSCLE_GROUPS).toContain(group);
      expect(exercise.instructions).toBe('');
      expect(exercise.userId).toBeNull();
      expect(exercise.isCustom).toBe(false);
    }
    expect(result.body.find((exercise) => exercise.id === 'Barbell_Full_Squat')).toEqual({
      id: 'Barbell_Full_Squat',
      name: 'Barbell Full Squat',
      category: 'Legs',
      equipment: 'Barbell',
      difficulty: 'intermediate',
      muscleGroups: ['Legs', 'Back'],
      instructions: '',
      userId: null,
      isCustom: false,
      exerciseType: 'weight_reps',
    });
  });

  it('answers each catalogue exercise with the type derived from the catalogue (issue 29)', async () => {
    const { token } = await signUp();
    const typeOf = new Map((await listExercises(token)).body.map((exercise: Exercise) => [exercise.id, exercise.exerciseType]));

    expect(typeOf.get('Plank')).toBe('duration');
    expect(typeOf.get('Running_Treadmill')).toBe('distance_duration');
    expect(typeOf.get('Pullups')).toBe('bodyweight_reps');
    expect(typeOf.get('Band_Assisted_Pull-Up')).toBe('assisted_bodyweight');
    expect(typeOf.get('Farmers_Walk')).toBe('weight_distance');
  });

  it('reads a custom exercise stored before types existed as weight & reps (nothing rewritten)', async () => {
    const { token, user } = await signUp();
    const db = DynamoDBDocumentClient.from(new DynamoDBClient(localAwsConfig(inject('dynamodbEndpoint'))));
    const created = (await createExercise(token, validBody())).body;
    const { Item } = await db.send(new GetCommand({ TableName: inject('tableName'), Key: customExerciseKey(user.id, created.id) }));
    const { exerciseType: _type, ...before } = Item ?? {};
    await db.send(new PutCommand({ TableName: inject('tableName'), Item: before }));

    const listed = (await listExercises(token)).body.find((exercise: Exercise) => exercise.id === created.id);
    expect(listed?.exerciseType).toBe('weight_reps');
  });

  it('sorts by name, ignoring case', async () => {
    const { token } = await signUp();
    await createExercise(token, { ...validBody(), name: `aaa lowercase first ${randomUUID().slice(0, 4)}` });
    const names = (await listExercises(token)).body.map((exercise) => exercise.name);

    const expected = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names).toEqual(expected);
    expect(names.findIndex((name) => name.startsWith('aaa lowercase'))).toBeLessThan(names.indexOf('Ab Roller'));
  });

  it("includes the caller's own custom exercises, and nobody else's", async () => {
    const creator = await signUp();
    const other = await signUp();
    const created = await createExercise(creator.token, validBody());

    const mine = (await listExercises(creator.token)).body;
    const theirs = (await listExercises(other.token)).body;

    expect(mine).toHaveLength(CATALOGUE_SIZE + 1);
    expect(mine).toContainEqual(created.body);
    expect(theirs).toHaveLength(CATALOGUE_SIZE);
    expect(theirs.map((exercise) => exercise.id)).not.toContain(created.body.id);
  });
});

describe('GET /api/exercises versioned (issue 30)', () => {
  it('answers an ETag, a 304 without the list to a read naming it, and a new ETag once a custom exercise is added', async () => {
    const { token } = await signUp();
    const first = await listExercises(token);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await api('GET /api/exercises', { token, headers: { 'if-none-match': etag! } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeNull();

    expect((await createExercise(token, validBody())).status).toBe(201);
    const changed = await api('GET /api/exercises', { token, headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.body).toHaveLength(CATALOGUE_SIZE + 1);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

});

describe('POST /api/exercises', () => {
  it('creates a custom exercise owned by the caller, with the defaults filled in', async () => {
    const { token, user } = await signUp();
    const name = uniqueName('Hammer Curl');
    const result = await createExercise(token, { name: `  ${name}  `, category: 'Arms', equipment: 'Dumbbell' });

    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^custom-[0-9a-f-]{36}$/),
      name,
      category: 'Arms',
      equipment: 'Dumbbell',
      difficulty: 'beginner',
      muscleGroups: ['Arms'],
      instructions: '',
      userId: user.id,
      isCustom: true,
      exerciseType: 'weight_reps',
    });
  });

  it('keeps the type it is given (issue 29)', async () => {
    const { token } = await signUp();
    const result = await createExercise(token, { ...validBody(), exerciseType: 'distance_duration' });

    expect(result.status).toBe(201);
    expect(result.body.exerciseType).toBe('distance_duration');
    expect((await listExercises(token)).body.find((exercise: Exercise) => exercise.id === result.body.id)?.exerciseType).toBe('distance_duration');
  });

  it('keeps the given difficulty, instructions and muscle groups (each once)', async () => {
    const { token } = await signUp();
    const result = await createExercise(token, {
      ...validBody(),
      category: 'Legs',
      equipment: 'Resistance Band',
      difficulty: 'advanced',
      muscleGroups: ['Legs', 'Core', 'Legs'],
      instructions: 'Slow on the way down.',
    });

    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      category: 'Legs',
      equipment: 'Resistance Band',
      difficulty: 'advanced',
      muscleGroups: ['Legs', 'Core'],
      instructions: 'Slow on the way down.',
    });
  });

  it('takes the owner from the token, never from the body', async () => {
    const caller = await signUp();
    const victim = await signUp();
    const result = await createExercise(caller.token, { ...validBody(), userId: victim.user.id, isCustom: false, id: 'Barbell_Full_Squat' });

    expect(result.status).toBe(201);
    expect(result.body.userId).toBe(caller.user.id);
    expect(result.body.isCustom).toBe(true);
    expect(result.body.id).toMatch(/^custom-/);
    expect((await listExercises(victim.token)).body).toHaveLength(CATALOGUE_SIZE);
  });

  it('answers 401 without a token', async () => {
    const result = await api('POST /api/exercises', { body: validBody() });

    expect(result.status).toBe(401);
  });

  it.each([
    ['a blank name', { name: '   ' }, FILL_IN_ALL_FIELDS],
    ['a missing name', { name: undefined }, FILL_IN_ALL_FIELDS],
    ['a missing muscle group', { category: undefined }, FILL_IN_ALL_FIELDS],
    ['a blank equipment', { equipment: ' ' }, FILL_IN_ALL_FIELDS],
    ['a null equipment', { equipment: null }, FILL_IN_ALL_FIELDS],
    ['an unknown muscle group', { category: 'Toes' }, 'Muscle group must be one of: Chest, Back, Shoulders, Arms, Legs, Core, Cardio, Full Body.'],
    ['an unknown equipment', { equipment: 'Sandbag' }, 'Equipment must be one of: Bodyweight, Barbell, Dumbbell, Cable, Machine, Kettlebell, Resistance Band, Other.'],
    ['an unknown difficulty', { difficulty: 'expert' }, 'Difficulty must be one of: beginner, intermediate, advanced.'],
    ['a number as name', { name: 42 }, 'name must be text.'],
    ['an object as equipment', { equipment: { type: 'Barbell' } }, 'equipment must be text.'],
    ['muscle groups as text', { muscleGroups: 'Arms, Chest' }, 'muscleGroups must be a list.'],
    ['an unknown muscle group in the list', { muscleGroups: ['Arms', 'Wings'] }, 'Muscle groups must each be one of: Chest, Back, Shoulders, Arms, Legs, Core, Cardio, Full Body.'],
    ['more than 8 muscle groups', { muscleGroups: Array(9).fill('Arms') }, 'Choose at most 8 muscle groups.'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters long.'],
    ['instructions over 2000 characters', { instructions: 'x'.repeat(2001) }, 'Instructions must be at most 2000 characters long.'],
    ['instructions that are not text', { instructions: ['step 1'] }, 'instructions must be text.'],
    [
      'an unknown exercise type',
      { exerciseType: 'plank' },
      'exerciseType must be one of: weight_reps, bodyweight_reps, weighted_bodyweight, assisted_bodyweight, duration, weight_duration, distance_duration, weight_distance.',
    ],
  ])('answers 400 for %s', async (_case, override, message) => {
    const { token } = await signUp();
    const result = await createExercise(token, { ...validBody(), ...override });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
  });

  it('answers 400 for an empty body', async () => {
    const { token } = await signUp();
    const result = await api('POST /api/exercises', { token });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: FILL_IN_ALL_FIELDS });
  });

  it('answers 409 for a second custom exercise with the same name in any case and spacing', async () => {
    const { token } = await signUp();
    const name = uniqueName('Cable Fly');
    expect((await createExercise(token, { ...validBody(), name })).status).toBe(201);

    const again = await createExercise(token, { ...validBody(), name: `  ${name.toUpperCase().replace(' ', '   ')} ` });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: DUPLICATE_NAME });
    expect((await listExercises(token)).body).toHaveLength(CATALOGUE_SIZE + 1);
  });

  it('answers 409 past 200 custom exercises, and keeps the list at 200', async () => {
    const { token, user } = await signUp();
    const db = DynamoDBDocumentClient.from(new DynamoDBClient(localAwsConfig(inject('dynamodbEndpoint'))));
    expect((await createExercise(token, { ...validBody(), name: uniqueName('First') })).status).toBe(201);
    // As if 198 more had been created: the counter the create transaction keeps.
    await db.send(new PutCommand({ TableName: inject('tableName'), Item: { ...customExerciseCountKey(user.id), count: 199 } }));

    const last = await createExercise(token, { ...validBody(), name: uniqueName('Two hundredth') });
    const over = await createExercise(token, { ...validBody(), name: uniqueName('Too many') });

    expect(last.status).toBe(201);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: 'You can create at most 200 custom exercises.' });
    expect((await listExercises(token)).body.filter((exercise: Exercise) => exercise.isCustom)).toHaveLength(2);
  });

  it('lets different people use the same name', async () => {
    const name = uniqueName('Landmine Press');
    const first = await signUp();
    const second = await signUp();

    expect((await createExercise(first.token, { ...validBody(), name })).status).toBe(201);
    expect((await createExercise(second.token, { ...validBody(), name })).status).toBe(201);
  });

  it('lets exactly one of several racing creations with the same name win', async () => {
    const { token } = await signUp();
    const name = uniqueName('Zercher Squat');
    const results = await Promise.all(Array.from({ length: 5 }, () => createExercise(token, { ...validBody(), name })));

    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await listExercises(token)).body.filter((exercise) => exercise.name === name)).toHaveLength(1);
  });
});

describe('findExercise (used by the sessions domain)', () => {
  it("finds catalogue exercises and the user's own custom ones, never another user's", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const custom = (await createExercise(owner.token, validBody())).body;

    expect(await findExercise({ exerciseId: 'Barbell_Full_Squat', userId: stranger.user.id })).toMatchObject({
      name: 'Barbell Full Squat',
      isCustom: false,
    });
    expect(await findExercise({ exerciseId: custom.id, userId: owner.user.id })).toEqual(custom);
    expect(await findExercise({ exerciseId: custom.id, userId: stranger.user.id })).toBeUndefined();
    expect(await findExercise({ exerciseId: 'No_Such_Exercise', userId: owner.user.id })).toBeUndefined();
  });
});

describe('seedCatalogue', () => {
  // A table of its own, so rewriting catalogue items cannot disturb the other tests.
  const tableName = `seed-test-${randomUUID()}`;
  const endpoint = () => inject('dynamodbEndpoint');
  const commands: string[] = [];
  let client: DynamoDBDocumentClient;

  beforeAll(async () => {
    await ensureTable({ endpoint: endpoint(), tableName });
    const base = new DynamoDBClient(localAwsConfig(endpoint()));
    base.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    client = DynamoDBDocumentClient.from(base);
  });

  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
    client.destroy();
  });

  async function catalogueIds(): Promise<string[]> {
    const ids: string[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': 'EXERCISES', ':prefix': 'EXERCISE#' },
          ExclusiveStartKey,
        }),
      );
      ids.push(...(page.Items ?? []).map((item) => String(item.id)));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return ids;
  }

  const storedName = async (id: string) =>
    (await client.send(new GetCommand({ TableName: tableName, Key: catalogueExerciseKey(id) }))).Item?.name;

  const firstId = catalogue[0]!.id;

  it('writes the catalogue once: a second run with the same catalogue only reads the marker', async () => {
    expect(await seedCatalogue({ client, tableName })).toEqual({ seeded: true, count: CATALOGUE_SIZE });
    expect(commands.filter((name) => name === 'BatchWriteItemCommand').length).toBeGreaterThanOrEqual(Math.ceil(CATALOGUE_SIZE / 25));

    commands.length = 0;
    expect(await seedCatalogue({ client, tableName })).toEqual({ seeded: false, count: CATALOGUE_SIZE });
    expect(commands).toEqual(['GetItemCommand']);

    const ids = await catalogueIds();
    expect(ids).toHaveLength(CATALOGUE_SIZE);
    expect(new Set(ids).size).toBe(CATALOGUE_SIZE);
  });

  it('skips an unchanged catalogue without touching the items', async () => {
    await client.send(
      new PutCommand({ TableName: tableName, Item: { ...catalogueExerciseKey(firstId), id: firstId, name: 'Edited by hand' } }),
    );

    expect((await seedCatalogue({ client, tableName })).seeded).toBe(false);
    expect(await storedName(firstId)).toBe('Edited by hand');
  });

  it('re-seeds when the catalogue changes, then skips that catalogue too', async () => {
    const renamed = catalogue.map((entry, index) => (index === 0 ? { ...entry, name: `${entry.name} (v2)` } : entry));

    expect(await seedCatalogue({ client, tableName, catalogue: renamed })).toEqual({ seeded: true, count: CATALOGUE_SIZE });
    expect(await storedName(firstId)).toBe(`${catalogue[0]!.name} (v2)`);
    expect(await catalogueIds()).toHaveLength(CATALOGUE_SIZE);

    commands.length = 0;
    expect((await seedCatalogue({ client, tableName, catalogue: renamed })).seeded).toBe(false);
    expect(commands).toEqual(['GetItemCommand']);
  });
});
