import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Info, Search, X } from 'lucide-react';
import { memo, startTransition, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Exercise } from '../../../../../shared/api-types';
import { EQUIPMENT, MUSCLE_GROUPS, type Equipment, type MuscleGroup } from '../../../../../shared/constants';
import { ModalLayer } from '../../../components/ui/modal-layer';
import { Spinner } from '../../../components/ui/spinner';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../lib/auth/auth-context';
import { exerciseDetailPath } from '../../../lib/paths';
import { whenIdle } from '../../../lib/when-quiet';
import { exercisesQueryOptions } from '../../../lib/queries/exercise-queries';
import { recentExercisesKey, recentExercisesQueryOptions, type RecentExercise } from '../../../lib/queries/recent-exercises';
import { difficultyLabel } from '../../../lib/exercise-labels';
import { arrangeExercises, indexExercises, type ArrangedExercises, type IndexedExercise } from '../lib/filter-exercises';
import { CreateExerciseForm } from './create-exercise-form';

export type ExercisePickerMode = 'add' | 'replace';

/**
 * 'full-screen' (spec 000, default): Cancel and Create in the header; Create opens the Create Custom Exercise form, whose Back returns.
 * 'tabs' (spec 001, workout builder): Cancel in the header, then 'Browse' and 'Create Custom' tabs; the list area is 400 to 500 px high.
 */
export type ExercisePickerLayout = 'full-screen' | 'tabs';

export interface ExercisePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'add': multi-select with 'Add N Exercise(s)'; 'replace': one tap picks. */
  mode: ExercisePickerMode;
  /** Called with the chosen exercises (one in replace mode); the caller closes the picker. */
  onConfirm: (exercises: Exercise[]) => void;
  /** Exercises shown but not selectable (already in the workout), with a note saying so. */
  disabledIds?: readonly string[];
  /** How browsing and creating are laid out; default 'full-screen'. In both, creating selects the new exercise (replace mode: picks it). */
  layout?: ExercisePickerLayout;
}

/** Shown on exercises that cannot be picked. */
const IN_WORKOUT_NOTE = 'In workout';

/** Offline before the list ever reached this phone (a refresh that fails offline keeps showing the kept list). */
const NOT_ON_THIS_PHONE = 'You’re offline and the exercise list is not on this phone yet. It loads once you’re back online.';

/** Rows rendered at first (a phone's screen and a half: opening and each keystroke stay quick, issue 27)... */
const FIRST_PAGE = 20;
/** ...and added each time the end of the list comes near. */
const PAGE = 60;

/** The search index of an exercise list, made once per list (the query's data keeps its identity while cached). */
const indexes = new WeakMap<readonly Exercise[], IndexedExercise[]>();

function searchIndexOf(exercises: readonly Exercise[]): IndexedExercise[] {
  let index = indexes.get(exercises);
  if (!index) {
    index = indexExercises(exercises);
    indexes.set(exercises, index);
  }
  return index;
}

/** The list as the picker opens (no search, no filter) for each index, with the recently used ids it was made for. */
const openingLists = new WeakMap<readonly IndexedExercise[], { recentIds: string; arranged: ArrangedExercises }>();

/** The list as the picker opens: arranged once (while the page is idle), not on each opening (issue 27). */
function openingList(index: readonly IndexedExercise[], recentIds: readonly string[]): ArrangedExercises {
  const key = recentIds.join(',');
  const known = openingLists.get(index);
  if (known?.recentIds === key) return known.arranged;
  const arranged = arrangeExercises(index, { search: '', equipment: '', muscle: '' }, recentIds);
  openingLists.set(index, { recentIds: key, arranged });
  return arranged;
}

/**
 * Prepares the picker while the page is idle, so its opening does not (issue 27): the search index of the list, the
 * recently used exercises (read now, the opening finds them fresh and starts no request) and the list as it opens.
 * True once that is done: the picker's body may then be drawn, unseen, before its first opening.
 */
function usePreparedPicker(closed: boolean): boolean {
  // Only what is cached already: the picker's own query loads the list when it opens.
  const { data } = useQuery({ ...exercisesQueryOptions(), enabled: false });
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    if (!data || !closed) return;
    return whenIdle(() => searchIndexOf(data));
  }, [data, closed]);
  useEffect(() => {
    if (!userId || !closed) return;
    let cancelIdle = whenIdle(() => {
      void queryClient.prefetchQuery(recentExercisesQueryOptions(userId)).then(() => {
        const recent = queryClient.getQueryData<RecentExercise[]>(recentExercisesKey(userId));
        if (data && recent) {
          cancelIdle = whenIdle(() => {
            openingList(searchIndexOf(data), recent.map((item) => item.exerciseId));
            cancelIdle = whenIdle(() => setPrepared(true));
          });
        }
      });
    });
    return () => cancelIdle();
  }, [queryClient, userId, closed, data]);
  return prepared;
}

const headerButton =
  'inline-flex min-h-11 min-w-16 items-center justify-center rounded-xl px-3 font-semibold text-blue-600 hover:bg-blue-50 ' +
  'focus-visible:outline-2 focus-visible:outline-blue-600';

const filterSelect =
  'h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white bg-[length:1.125rem] bg-[right_0.625rem_center] pr-9 pl-3 ' +
  'text-sm font-medium text-slate-800 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none';

const tabTrigger =
  'flex min-h-11 flex-1 items-center justify-center rounded-lg text-base font-semibold text-slate-600 transition-colors ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-blue-600';

const tabPanel = 'flex min-h-0 flex-1 flex-col outline-none data-[state=inactive]:hidden';

/** Full-screen exercise picker (spec 000 section 2, Dialogs); `layout: 'tabs'` for the workout builder (spec 001 section 4). */
export function ExercisePicker({ open, onOpenChange, mode, onConfirm, disabledIds, layout = 'full-screen' }: ExercisePickerProps) {
  const prepared = usePreparedPicker(!open);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const titleId = useId();
  // A modal layer, not Radix's Dialog (issue 27): opening it restyles the picker alone, not the page behind it. Its
  // body is drawn unseen once prepared (or first opened) and stays, so an opening only shows it (see PickerBody).
  return (
    <ModalLayer open={open} onClose={() => onOpenChange(false)}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        // The box takes the focus, not the search field: the phone's keyboard stays closed until the person taps it.
        data-autofocus
        tabIndex={-1}
        className="fixed inset-0 z-50 flex flex-col bg-white pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] outline-none"
      >
        {open || opened || prepared ? (
          <PickerBody
            open={open}
            titleId={titleId}
            mode={mode}
            layout={layout}
            onConfirm={onConfirm}
            onCancel={() => onOpenChange(false)}
            disabledIds={disabledIds}
          />
        ) : null}
      </div>
    </ModalLayer>
  );
}

interface PickerBodyProps {
  /** Closed, the body waits unseen for the next opening. */
  open: boolean;
  /** The id the dialog's title takes (the dialog's name). */
  titleId: string;
  mode: ExercisePickerMode;
  layout: ExercisePickerLayout;
  onConfirm: (exercises: Exercise[]) => void;
  onCancel: () => void;
  disabledIds?: readonly string[];
}

type PickerView = 'browse' | 'create';

function PickerBody({ open, titleId, mode, layout, onConfirm, onCancel, disabledIds }: PickerBodyProps) {
  const id = useId();
  const scrollers = useRef<(HTMLDivElement | null)[]>([]);
  const [view, setView] = useState<PickerView>('browse');
  // A new form after each creation, so the create tab starts empty again (tabs keep both panels mounted).
  const [formKey, setFormKey] = useState(0);
  const [search, setSearch] = useState('');
  const [equipment, setEquipment] = useState<Equipment | ''>('');
  const [muscle, setMuscle] = useState<MuscleGroup | ''>('');
  const [selected, setSelected] = useState<Exercise[]>([]);
  const query = useQuery(exercisesQueryOptions());
  const { user } = useAuth();
  // Recently used exercises are a help, not a need: the list shows without them while they load or if they fail.
  const recentQuery = useQuery({ ...recentExercisesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const recentIds = useMemo(() => (recentQuery.data ?? []).map((recent) => recent.exerciseId), [recentQuery.data]);

  const disabled = useMemo(() => new Set(disabledIds ?? []), [disabledIds]);
  const index = useMemo(() => searchIndexOf(query.data ?? []), [query.data]);
  // Typing stays responsive: the list re-filters at a lower priority than the keystroke.
  const deferredSearch = useDeferredValue(search);
  const results = useMemo(
    () =>
      deferredSearch === '' && equipment === '' && muscle === ''
        ? openingList(index, recentIds)
        : arrangeExercises(index, { search: deferredSearch, equipment, muscle }, recentIds),
    [index, deferredSearch, equipment, muscle, recentIds],
  );
  const selectedIds = useMemo(() => new Set(selected.map((exercise) => exercise.id)), [selected]);

  // Closed, it becomes a fresh picker again, unseen and at low priority: what was typed, chosen and scrolled is gone.
  useEffect(() => {
    if (open) return;
    for (const scroller of scrollers.current) scroller?.scrollTo({ top: 0 });
    startTransition(() => {
      setView('browse');
      setSearch('');
      setEquipment('');
      setMuscle('');
      setSelected((current) => (current.length ? [] : current));
      if (layout === 'tabs') setFormKey((key) => key + 1);
    });
  }, [open, layout]);

  const title = mode === 'add' ? 'Add Exercise' : 'Replace Exercise';
  const titleClasses = (text: string) => cn('truncate text-center font-semibold', text.length > 16 ? 'text-base' : 'text-lg');
  const renderTitle = (text: string) => (
    <h2 id={titleId} className={titleClasses(text)}>
      {text}
    </h2>
  );

  // The same function while typing, so the lists are not drawn again for each keystroke (only the search field is).
  const choose = useCallback(
    (exercise: Exercise) => {
      if (mode === 'replace') {
        onConfirm([exercise]);
        return;
      }
      setSelected((current) =>
        current.some((item) => item.id === exercise.id) ? current.filter((item) => item.id !== exercise.id) : [...current, exercise],
      );
    },
    [mode, onConfirm],
  );

  function created(exercise: Exercise) {
    if (mode === 'replace') {
      onConfirm([exercise]);
      return;
    }
    setSelected((current) => [...current.filter((item) => item.id !== exercise.id), exercise]);
    setSearch('');
    setEquipment('');
    setMuscle('');
    setFormKey((key) => key + 1);
    setView('browse');
  }

  const filters = (
    <PickerFilters
      search={search}
      onSearchChange={setSearch}
      equipment={equipment}
      onEquipmentChange={setEquipment}
      muscle={muscle}
      onMuscleChange={setMuscle}
    />
  );

  const list = (className: string) => (
    <div ref={(element) => void (scrollers.current[0] = element)} className={cn('overflow-y-auto overscroll-contain', className)} id={`${id}-list`}>
      {query.isPending && query.fetchStatus === 'paused' ? (
        <p role="status" className="px-6 py-16 text-center text-slate-600">
          {NOT_ON_THIS_PHONE}
        </p>
      ) : query.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600">
          <Spinner className="size-7 text-blue-600" />
          Loading exercises...
        </div>
      ) : query.isError && !query.data ? (
        <div className="flex flex-col items-center gap-3 px-6 py-16 text-center text-slate-600">
          <p>Could not load exercises. {query.error.message}</p>
          <button type="button" onClick={() => void query.refetch()} className={headerButton}>
            Try again
          </button>
        </div>
      ) : results.recent.length === 0 && results.others.length === 0 ? (
        <p className="px-6 py-16 text-center text-slate-600">No exercises found</p>
      ) : (
        <>
          {results.recent.length > 0 ? (
            <>
              <h3 className="bg-slate-50 px-4 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                Recently used
              </h3>
              <ResultList results={results.recent} label="Recently used exercises" mode={mode} selectedIds={selectedIds} disabledIds={disabled} onChoose={choose} active={open} />
              <h3 className="bg-slate-50 px-4 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">All exercises</h3>
            </>
          ) : null}
          <ResultList
            key={`${deferredSearch}|${equipment}|${muscle}`}
            results={results.others}
            label="Exercises"
            mode={mode}
            selectedIds={selectedIds}
            disabledIds={disabled}
            onChoose={choose}
            active={open}
          />
        </>
      )}
    </div>
  );

  const addBar =
    mode === 'add' && selected.length > 0 ? (
      <div className="shrink-0 border-t border-slate-200 bg-white p-3">
        <button
          type="button"
          onClick={() => onConfirm(selected)}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-blue-600 px-4 text-base font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          Add {selected.length} {selected.length === 1 ? 'Exercise' : 'Exercises'}
        </button>
      </div>
    ) : null;

  if (layout === 'tabs') {
    return (
      <div className="mx-auto flex min-h-0 w-full max-w-md flex-1 flex-col">
        {/* A div, not a header: the create tab's form has its own header, and two would be two banner landmarks. */}
        <div className="grid grid-cols-[auto_1fr_auto] items-center gap-2 border-b border-slate-200 px-2 py-2">
          <button type="button" onClick={onCancel} className={headerButton}>
            Cancel
          </button>
          {renderTitle(title)}
          {/* Balances Cancel so the title stays centred; creating lives in its own tab here. */}
          <span aria-hidden className="min-w-16" />
        </div>
        <Tabs.Root value={view} onValueChange={(value) => setView(value as PickerView)} className="flex min-h-0 flex-1 flex-col">
          <Tabs.List aria-label="Browse or create exercises" className="mx-4 mt-3 flex shrink-0 gap-1 rounded-xl bg-slate-100 p-1">
            <Tabs.Trigger value="browse" className={tabTrigger}>
              Browse
            </Tabs.Trigger>
            <Tabs.Trigger value="create" className={tabTrigger}>
              Create Custom
            </Tabs.Trigger>
          </Tabs.List>
          {/* Both panels stay mounted (hidden when inactive) so the search, scroll and a half-typed form survive a tab switch. */}
          <Tabs.Content value="browse" forceMount className={tabPanel}>
            <div ref={(element) => void (scrollers.current[1] = element)} className="min-h-0 flex-1 overflow-y-auto">
              {filters}
              {/* Spec 001 section 9: the list area is 400 to 500 px high (half the viewport in between). */}
              {list('h-[clamp(400px,50dvh,500px)]')}
            </div>
            {addBar}
          </Tabs.Content>
          <Tabs.Content value="create" forceMount className={tabPanel}>
            <CreateExerciseForm
              key={formKey}
              // The dialog's title is the header's; the form's heading is a plain one inside its tab.
              renderTitle={(text) => <h2 className={titleClasses(text)}>{text}</h2>}
              onBack={() => setView('browse')}
              onCreated={created}
            />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    );
  }

  if (view === 'create') {
    return (
      <div className="mx-auto flex min-h-0 w-full max-w-md flex-1 flex-col">
        <CreateExerciseForm renderTitle={renderTitle} onBack={() => setView('browse')} onCreated={created} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex min-h-0 w-full max-w-md flex-1 flex-col">
      <header className="grid grid-cols-[auto_1fr_auto] items-center gap-2 border-b border-slate-200 px-2 py-2">
        <button type="button" onClick={onCancel} className={headerButton}>
          Cancel
        </button>
        {renderTitle(title)}
        <button type="button" onClick={() => setView('create')} className={headerButton}>
          Create
        </button>
      </header>
      {filters}
      {list('min-h-0 flex-1')}
      {addBar}
    </div>
  );
}

interface PickerFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  equipment: Equipment | '';
  onEquipmentChange: (equipment: Equipment | '') => void;
  muscle: MuscleGroup | '';
  onMuscleChange: (muscle: MuscleGroup | '') => void;
}

/** The search field and the equipment and muscle group filters above the list. */
function PickerFilters({ search, onSearchChange, equipment, onEquipmentChange, muscle, onMuscleChange }: PickerFiltersProps) {
  return (
    <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          type="search"
          aria-label="Search exercises"
          placeholder="Search exercises"
          value={search}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => onSearchChange(event.target.value)}
          className="h-11 w-full rounded-xl border border-slate-300 bg-slate-50 pr-11 pl-10 text-base focus:border-blue-600 focus:bg-white focus:ring-2 focus:ring-blue-600/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {search ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => onSearchChange('')}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-slate-500"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Select
          aria-label="Equipment"
          value={equipment}
          onChange={(event) => onEquipmentChange(event.target.value as Equipment | '')}
          className={cn(filterSelect, equipment && 'border-blue-600 text-blue-700')}
          placeholder="All equipment"
          options={EQUIPMENT}
        />
        <Select
          aria-label="Muscle group"
          value={muscle}
          onChange={(event) => onMuscleChange(event.target.value as MuscleGroup | '')}
          className={cn(filterSelect, muscle && 'border-blue-600 text-blue-700')}
          placeholder="All muscles"
          options={MUSCLE_GROUPS}
        />
      </div>
    </div>
  );
}

interface ResultListProps {
  results: Exercise[];
  /** The list's accessible name. */
  label: string;
  mode: ExercisePickerMode;
  selectedIds: ReadonlySet<string>;
  disabledIds: ReadonlySet<string>;
  onChoose: (exercise: Exercise) => void;
  /** Adds rows only while the picker is open (a closed one is still laid out, its end always in reach). */
  active: boolean;
}

/** Renders the matches a page at a time, so a phone never lays out 873 rows at once. */
const ResultList = memo(function ResultList({ results, label, mode, selectedIds, disabledIds, onChoose, active }: ResultListProps) {
  const [shown, setShown] = useState(FIRST_PAGE);
  const sentinel = useRef<HTMLLIElement>(null);
  const hasMore = shown < results.length;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || !active) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + PAGE);
    }, { rootMargin: '400px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, active]);

  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {results.slice(0, shown).map((exercise) => {
        const isSelected = selectedIds.has(exercise.id);
        const isDisabled = disabledIds.has(exercise.id);
        return (
          <li key={exercise.id} className={cn('flex items-stretch', isSelected && 'bg-blue-50')}>
            <button
              type="button"
              disabled={isDisabled}
              aria-pressed={mode === 'add' && !isDisabled ? isSelected : undefined}
              onClick={() => onChoose(exercise)}
              className={cn(
                'flex min-h-14 min-w-0 flex-1 items-center gap-3 py-2 pl-4 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600',
                !isSelected && 'hover:bg-slate-50 active:bg-slate-100',
                isDisabled && 'opacity-50',
              )}
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium text-slate-900">{exercise.name}</span>
                <span className="text-sm text-slate-600">
                  {exercise.category} · {exercise.equipment} · {difficultyLabel(exercise.difficulty)}
                  {exercise.isCustom ? ' · Custom' : ''}
                  {isDisabled ? ` · ${IN_WORKOUT_NOTE}` : ''}
                </span>
              </span>
              {mode === 'add' && !isDisabled ? (
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                    isSelected ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300',
                  )}
                >
                  {isSelected ? <Check className="size-4" strokeWidth={3} /> : null}
                </span>
              ) : null}
            </button>
            {/* A new tab: the picker may sit over an unsaved routine, which leaving the page would lose. */}
            <a
              href={exerciseDetailPath(exercise.id)}
              target="_blank"
              rel="noopener"
              aria-label={`About ${exercise.name} (opens in a new tab)`}
              className="inline-flex w-12 shrink-0 items-center justify-center text-slate-500 hover:bg-slate-50 hover:text-blue-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
            >
              <Info className="size-5" aria-hidden />
            </a>
          </li>
        );
      })}
      {hasMore ? <li ref={sentinel} aria-hidden className="h-10" /> : null}
    </ul>
  );
});
