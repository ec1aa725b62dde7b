import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WorkoutSession, WorkoutSet } from '../../../../../shared/api-types';
import { MAX_WORKOUT_DESCRIPTION_LENGTH, type SessionVisibility } from '../../../../../shared/schemas/sessions';
import { volumeHundredths } from '../../../../../shared/workout-volume';
import { formatMinutes } from '../../../../../shared/workout/durations';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { useAuth } from '../../../lib/auth/auth-context';
import { exercisesQueryOptions } from '../../../lib/queries/exercise-queries';
import { formatVolume } from '../../../lib/units/insight-format';
import { useOnline } from '../../../lib/use-online';
import { sessionSummaryPath } from '../../../lib/paths';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import { sessionQueryOptions, sessionSetsQueryOptions } from '../../../lib/queries/session-queries';
import { queueLiveChange } from '../../../lib/live-session/queue-live-change';
import { flushSessionEntries } from '../live/session-entries-store';
import { WorkoutMessage } from '../live/workout-message';
import { liveWorkoutPath } from '../../../lib/paths';
import { SaveWorkoutLayout, WorkoutStats, WorkoutTitleField } from '../save/save-workout-layout';
import { WorkoutPhotoField } from '../save/workout-photo-field';
import { defaultWorkoutTitle } from './default-title';
import { untickedSetsWithValues } from './unticked-sets';
import { UntickedSetsWarning } from './unticked-sets-warning';
import { useFinishWorkout } from './use-finish-workout';
import { VisibilityChoice } from './visibility-choice';

/**
 * The save step after Finish (issue 27), /save-workout?session={id}: title (the routine's name or the time of day),
 * the workout's duration, volume and sets, a warning for sets that hold values but are not ticked, a photo, notes and
 * who sees it in the feed. Save finishes the workout with them (queued in the outbox, so offline too) and opens the
 * summary; Back returns to the workout.
 */
export function SaveStep({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const sessionQuery = useQuery(sessionQueryOptions(sessionId));
  const setsQuery = useQuery(sessionSetsQueryOptions(sessionId));
  const [finishedHere, setFinishedHere] = useState(false);

  // Values typed in the last moments before Finish reach the sets shown here (and the server, before the finish).
  useEffect(() => {
    void flushSessionEntries(sessionId).catch(() => undefined);
  }, [sessionId]);

  const session = sessionQuery.data;
  const sets = setsQuery.data;
  const goHome = () => void navigate('/');
  if (!session || !sets) {
    if (sessionQuery.isError || setsQuery.isError) {
      return <WorkoutMessage title="Workout not found" message="This workout could not be loaded. Please try again." onHome={goHome} />;
    }
    return <LoadingScreen label="Loading workout..." />;
  }
  if (!finishedHere && (session.status === 'completed' || !session.isActive)) {
    return <WorkoutMessage title="Workout finished" message="This workout is already finished. Great work!" onHome={goHome} />;
  }
  return <SaveStepForm session={session} sets={sets} onFinishing={() => setFinishedHere(true)} />;
}

function SaveStepForm({ session, sets, onFinishing }: { session: WorkoutSession; sets: readonly WorkoutSet[]; onFinishing: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const online = useOnline();
  const unit = useWeightUnit();
  const now = useNow(30_000);
  const warningRef = useRef<HTMLHeadingElement>(null);

  const fallbackTitle = defaultWorkoutTitle(session);
  const [title, setTitle] = useState(fallbackTitle);
  const [notes, setNotes] = useState(session.notes ?? '');
  const [visibility, setVisibility] = useState<SessionVisibility>(session.visibility ?? 'followers');
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [dropping, setDropping] = useState(false);
  const [saveBlocked, setSaveBlocked] = useState(false);
  const finish = useFinishWorkout({ onFinished: (finished) => void navigate(sessionSummaryPath(finished.id), { replace: true }) });

  const exercisesQuery = useQuery(exercisesQueryOptions());
  const equipmentById = useMemo(() => new Map((exercisesQuery.data ?? []).map((exercise) => [exercise.id, exercise.equipment])), [exercisesQuery.data]);
  const unticked = untickedSetsWithValues(sets, (exerciseId) => equipmentById.get(exerciseId));
  const kept = dropping ? sets.filter((set) => !unticked.some((item) => item.set.id === set.id)) : sets;

  const startedAt = Date.parse(session.startTime || session.startedAt);
  const stats = [
    { label: 'Duration', value: formatMinutes(Math.max(0, Math.round((now - startedAt) / 60_000))) },
    { label: 'Volume', value: formatVolume(volumeHundredths(kept), unit) },
    { label: 'Sets', value: String(kept.filter((set) => set.isCompleted).length) },
  ];

  const completeUnticked = () => {
    for (const { set, missing } of unticked) {
      if (missing.length > 0) continue;
      // Issue 29: a timed or distance set is completed with its time and distance too.
      const typed = { ...(set.durationSeconds != null && { durationSeconds: set.durationSeconds }), ...(set.distanceMeters != null && { distanceMeters: set.distanceMeters }) };
      queueLiveChange(queryClient, session.id, { kind: 'completion', setId: set.id, isCompleted: true, weight: set.weight, reps: set.reps, ...typed });
    }
  };

  const save = () => {
    if (finish.isPending || photoBusy) return;
    if (unticked.length > 0 && !dropping) {
      setSaveBlocked(true);
      warningRef.current?.focus();
      return;
    }
    if (dropping) unticked.forEach(({ set }) => queueLiveChange(queryClient, session.id, { kind: 'delete-set', setId: set.id }));
    onFinishing();
    finish.finish(session, {
      name: title.trim() || fallbackTitle,
      notes: notes.trim() || null,
      visibility,
      photo: visibility === 'followers' ? photo : null,
    });
  };

  return (
    <SaveWorkoutLayout
      backLabel="Back to workout"
      backDisabled={finish.isPending}
      onBack={() => void navigate(liveWorkoutPath(session.id))}
      onSave={save}
      saving={finish.isPending}
      saveDisabled={finish.isPending || photoBusy}
    >
      <WorkoutTitleField id={`${id}-title`} value={title} placeholder={fallbackTitle} onChange={setTitle} />
      <WorkoutStats stats={stats} />

      {unticked.length > 0 ? (
        <UntickedSetsWarning
          headingRef={warningRef}
          blocked={saveBlocked}
          sets={unticked}
          dropping={dropping}
          unit={unit}
          onComplete={completeUnticked}
          onDrop={() => setDropping(true)}
          onKeep={() => setDropping(false)}
        />
      ) : null}

      <div>
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          placeholder="How did your workout go?"
          value={notes}
          maxLength={MAX_WORKOUT_DESCRIPTION_LENGTH}
          aria-describedby={`${id}-notes-count`}
          onChange={(event) => setNotes(event.target.value)}
          className={cn(inputClasses(), 'h-auto py-3')}
        />
        <p id={`${id}-notes-count`} className="mt-1 text-right text-sm text-slate-600 tabular-nums">
          {notes.length}/{MAX_WORKOUT_DESCRIPTION_LENGTH}
        </p>
      </div>

      <VisibilityChoice
        value={visibility}
        onChange={setVisibility}
        privateAccount={auth.user?.isPrivate ?? false}
        disabled={finish.isPending}
      />

      <PhotoSection
        visibility={visibility}
        online={online}
        photo={photo}
        onPhoto={setPhoto}
        onBusyChange={setPhotoBusy}
        disabled={finish.isPending}
      />
    </SaveWorkoutLayout>
  );
}

interface PhotoSectionProps {
  visibility: SessionVisibility;
  online: boolean;
  photo: string | null;
  onPhoto: (photo: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
}

/**
 * The photo goes with the workout's post, stored as post photos are (uploaded and processed when picked, so it needs
 * the network). Offline, or with Only me (no post), the section says why there is no photo.
 */
function PhotoSection({ visibility, online, photo, onPhoto, onBusyChange, disabled }: PhotoSectionProps) {
  if (visibility === 'only-me') {
    return <p className="rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-600">A photo is shared with your followers’ post. With Only me nothing is posted, so there is no photo.</p>;
  }
  if (!online && !photo) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
        You’re offline: a photo needs a connection. Everything else is saved on this phone and sent when you’re back online.
      </p>
    );
  }
  return <WorkoutPhotoField value={photo} onChange={onPhoto} onBusyChange={onBusyChange} disabled={disabled || !online} />;
}
