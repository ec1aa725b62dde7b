/** Issue 29: a live workout's set rows follow their exercise's type: its columns, its keypad and its tick. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseType } from '../../../../../shared/exercise-types/types';
import { applyEntryEdit, fillEntries, type EntryMap } from '../../../../../shared/workout/entry-copying';
import { LazyToaster } from '../../../components/ui/lazy-toaster';
import { queryClient } from '../../../lib/api';
import { AuthContext } from '../../../lib/auth/auth-context';
import { answer, json } from '../../../test/api-stub';
import { aUser } from '../../../test/fixtures';
import type { EditorModel, EntryFill, PreviousSet } from '../editor-model';
import { WorkoutEditor } from '../workout-editor';

interface Tick {
  setId: string;
  fill: EntryFill | undefined;
}

interface HarnessProps {
  exercises: { exerciseId: string; name: string; type: ExerciseType }[];
  previous?: Record<string, PreviousSet[]>;
  ticks: Tick[];
  /** Told the entries as the model holds them after each change (what a tick or Done keeps). */
  onEntries: (entries: EntryMap) => void;
}

/** One set per exercise, kept in state as the live workout keeps them; the tick records what it was given. */
function Harness({ exercises, previous = {}, ticks, onEntries }: HarnessProps) {
  const [entries, setEntries] = useState<EntryMap>({});
  const [completed, setCompleted] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => onEntries(entries), [entries, onEntries]);
  const model: EditorModel = {
    exercises: exercises.map(({ exerciseId, name, type }) => ({
      exerciseId,
      name,
      exerciseType: type,
      sets: [{ id: `${exerciseId}-1`, isWarmup: false, isCompleted: completed.has(`${exerciseId}-1`) }],
    })),
    entries,
    addExercises: () => undefined,
    replaceExercise: () => undefined,
    removeExercise: () => undefined,
    addSet: () => undefined,
    deleteSet: () => undefined,
    setWarmup: () => undefined,
    toggleCompletion: (_exerciseId, setId, fill) => {
      ticks.push({ setId, fill });
      setEntries((current) => fillEntries(current, setId, fill ?? {}));
      setCompleted((current) => new Set(current.has(setId) ? [...current].filter((id) => id !== setId) : [...current, setId]));
    },
    editEntry: (_exerciseId, setId, field, value) => setEntries((current) => applyEntryEdit(current, { orderedSetIds: [setId], setId, field, value }).entries),
    previousSets: (exerciseId) => ({ status: 'success', sets: previous[exerciseId] ?? [] }),
  };
  return <WorkoutEditor model={model} />;
}

function renderEditor(props: Omit<HarnessProps, 'ticks' | 'onEntries'>) {
  answer('GET /api/exercises', () => json([]));
  // The picker reads the recent exercises once the screen is quiet.
  answer('GET /api/users/{id}/completed-workouts', () => json([]));
  const user = aUser({ trainingSettings: { weightUnit: 'kg', plateSetup: null } });
  const ticks: Tick[] = [];
  const kept = { entries: {} as EntryMap };
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={{ status: 'authenticated', user, logout: () => undefined, logoutWithMessage: () => undefined }}>
        <MemoryRouter>
          <Harness
            {...props}
            ticks={ticks}
            onEntries={(entries) => {
              kept.entries = entries;
            }}
          />
        </MemoryRouter>
      </AuthContext>
      <LazyToaster />
    </QueryClientProvider>,
  );
  return { ticks, kept, person: userEvent.setup({ delay: null }) };
}

const card = (name: string) => screen.getByRole('region', { name });
/** The column headings a card shows (drawn for the eye; each field names its own column). */
const headings = (name: string) => card(name).querySelector('[aria-hidden].grid')?.textContent;

/** Phones: the fields open the app's keypad. */
function asTouchPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query.includes('coarse'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('set rows by exercise type (issue 29)', () => {
  it("shows each type's columns: a time, a distance and a time, an assistance, an added weight, reps alone", async () => {
    renderEditor({
      exercises: [
        { exerciseId: 'plank', name: 'Plank', type: 'duration' },
        { exerciseId: 'run', name: 'Running', type: 'distance_duration' },
        { exerciseId: 'assisted', name: 'Assisted Pull-Up', type: 'assisted_bodyweight' },
        { exerciseId: 'weighted', name: 'Weighted Dip', type: 'weighted_bodyweight' },
        { exerciseId: 'pushup', name: 'Push-Up', type: 'bodyweight_reps' },
        { exerciseId: 'bench', name: 'Bench Press', type: 'weight_reps' },
      ],
    });
    await screen.findByRole('region', { name: 'Plank' });

    expect(headings('Plank')).toMatch(/^SetLast.*Time$/);
    expect(within(card('Plank')).getByRole('textbox', { name: 'Set 1 time' })).toBeInTheDocument();
    expect(within(card('Plank')).queryByRole('textbox', { name: /weight|reps/ })).toBeNull();

    expect(headings('Running')).toMatch(/KM.*Time$/);
    expect(within(card('Running')).getAllByRole('textbox').map((field) => field.getAttribute('aria-label'))).toEqual(['Set 1 distance (km)', 'Set 1 time']);

    expect(headings('Assisted Pull-Up')).toContain('−KG');
    expect(within(card('Assisted Pull-Up')).getAllByRole('textbox').map((field) => field.getAttribute('aria-label'))).toEqual([
      'Set 1 assistance (kg)',
      'Set 1 reps',
    ]);
    expect(headings('Weighted Dip')).toContain('+KG');
    expect(within(card('Weighted Dip')).getByRole('textbox', { name: 'Set 1 added weight (kg)' })).toBeInTheDocument();
    expect(within(card('Push-Up')).getAllByRole('textbox').map((field) => field.getAttribute('aria-label'))).toEqual(['Set 1 reps']);
    expect(within(card('Bench Press')).getAllByRole('textbox').map((field) => field.getAttribute('aria-label'))).toEqual(['Set 1 weight (kg)', 'Set 1 reps']);
  });

  it('keeps a typed time as seconds and a distance as metres, and shows them as typed', async () => {
    const { kept, person } = renderEditor({ exercises: [{ exerciseId: 'run', name: 'Running', type: 'distance_duration' }] });
    const distance = await screen.findByRole('textbox', { name: 'Set 1 distance (km)' });
    await person.type(distance, '5.2');
    const time = screen.getByRole('textbox', { name: 'Set 1 time' });
    await person.type(time, '25:30');
    await person.tab();
    expect(kept.entries['run-1']?.distance?.value).toBe('5200');
    expect(kept.entries['run-1']?.duration?.value).toBe(String(25 * 60 + 30));
    expect(distance).toHaveValue('5.2');
    expect(time).toHaveValue('25:30');
    // A seconds part past 59 is refused like any key that makes the text invalid.
    await person.clear(time);
    await person.type(time, '1:75');
    expect(time).toHaveValue('1:7');
  });

  it('ticks a plank with its time from last time, and refuses one with no time at all', async () => {
    const { ticks, person } = renderEditor({
      exercises: [
        { exerciseId: 'plank', name: 'Plank', type: 'duration' },
        { exerciseId: 'side', name: 'Side Bridge', type: 'duration' },
      ],
      previous: { plank: [{ isWarmup: false, weight: null, reps: null, durationSeconds: 75 }] },
    });
    const plankTime = await screen.findByRole('textbox', { name: 'Set 1 time, last time 1:15' });
    expect(plankTime).toHaveAttribute('placeholder', '1:15');
    expect(within(card('Plank')).getByRole('button', { name: 'Set 1 last time: 1:15. Fill in' })).toBeInTheDocument();

    await person.click(within(card('Plank')).getByRole('button', { name: 'Complete Set 1' }));
    expect(ticks).toEqual([{ setId: 'plank-1', fill: { duration: '75' } }]);
    // What is shown is what is saved: the hint became the set's own value.
    expect(within(card('Plank')).getByRole('textbox', { name: 'Set 1 time' })).toHaveValue('1:15');

    await person.click(within(card('Side Bridge')).getByRole('button', { name: 'Complete Set 1' }));
    expect(ticks).toHaveLength(1);
    expect(await screen.findByText('Enter the time to complete this set.')).toBeInTheDocument();
    expect(within(card('Side Bridge')).getByRole('button', { name: 'Complete Set 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('completes an assisted set with reps alone (no assistance is none used)', async () => {
    const { ticks, person } = renderEditor({ exercises: [{ exerciseId: 'assisted', name: 'Assisted Pull-Up', type: 'assisted_bodyweight' }] });
    await person.type(await screen.findByRole('textbox', { name: 'Set 1 reps' }), '8');
    await person.click(screen.getByRole('button', { name: 'Complete Set 1' }));
    expect(ticks).toEqual([{ setId: 'assisted-1', fill: {} }]);
  });

  it("types a time and a distance on the app's keypad: seconds, m:ss or h:mm:ss, and km", async () => {
    asTouchPhone();
    const { kept, person } = renderEditor({ exercises: [{ exerciseId: 'run', name: 'Running', type: 'distance_duration' }] });
    await person.click(await screen.findByRole('button', { name: 'Set 1 distance (km)' }));
    const distancePad = await screen.findByRole('dialog', { name: 'Distance' });
    expect(within(distancePad).getByText('km')).toBeInTheDocument();
    for (const key of ['1', '0', 'Decimal point', '5']) await person.click(within(distancePad).getByRole('button', { name: key }));
    // Next goes on to the time of the same set.
    await person.click(within(distancePad).getByRole('button', { name: 'Next' }));
    const timePad = await screen.findByRole('dialog', { name: 'Time' });
    expect(within(timePad).getByText('sec')).toBeInTheDocument();
    for (const key of ['1', 'Minutes and seconds separator', '0', '2']) await person.click(within(timePad).getByRole('button', { name: key }));
    expect(within(timePad).getByText('m:ss')).toBeInTheDocument();
    await person.click(within(timePad).getByRole('button', { name: 'Minutes and seconds separator' }));
    for (const key of ['3', '0']) await person.click(within(timePad).getByRole('button', { name: key }));
    expect(within(timePad).getByText('h:mm:ss')).toBeInTheDocument();
    expect(within(timePad).getByRole('status', { name: 'Time value' })).toHaveTextContent('1:02:30');
    await person.click(within(timePad).getByRole('button', { name: 'Done' }));

    expect(kept.entries['run-1']?.distance?.value).toBe('10500');
    expect(kept.entries['run-1']?.duration?.value).toBe(String(3600 + 2 * 60 + 30));
    expect(screen.getByRole('button', { name: 'Set 1 distance (km), 10.5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set 1 time, 1:02:30' })).toBeInTheDocument();
  });
});
