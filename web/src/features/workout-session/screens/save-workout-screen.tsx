import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MAX_WORKOUT_DESCRIPTION_LENGTH } from '../../../../../shared/schemas/sessions';
import { formatMinutes } from '../../../../../shared/workout/durations';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useToast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { formatVolume } from '../../../lib/units/insight-format';
import { sessionSummaryPath } from '../../../lib/paths';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import { draftSummary, getDraft } from '../draft/draft-store';
import { useDiscardDraft } from '../draft/use-discard-draft';
import { workoutPaths } from '../../../lib/paths';
import { localDateTimeValue, loggedWorkoutOf, parseLocalDateTime, saveProblem } from '../save/draft-request';
import { useSaveDraft } from '../save/use-save-draft';
import { SaveWorkoutLayout, WorkoutStats, WorkoutTitleField } from '../save/save-workout-layout';
import { WorkoutPhotoField } from '../save/workout-photo-field';
import { SaveStep } from '../finish/save-step';

/**
 * /save-workout: with `?session={id}`, the save step after a live workout's Finish (issue 27, finish/save-step.tsx);
 * without, the spec's save screen of the local draft.
 */
export default function SaveWorkoutScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? <SaveStep sessionId={sessionId} /> : <SaveDraftScreen />;
}

/**
 * Save screen (spec 000 section 2, /save-workout; made real by issue 9): a title, the draft's duration, volume and
 * sets, when it started, a photo, a description and Make Public. Save logs the draft as a completed workout (and
 * with Make Public posts it) and opens its summary; Discard ends the draft. Without a draft, both go to /workout.
 */
function SaveDraftScreen() {
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [opened] = useState(() => ({ draft: getDraft(), at: Date.now() }));
  const [title, setTitle] = useState('');
  const [when, setWhen] = useState(() => localDateTimeValue(new Date(opened.draft?.startedAt ?? opened.at)));
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const save = useSaveDraft({ onSaved: (session) => void navigate(sessionSummaryPath(session.id), { replace: true }) });

  const unit = useWeightUnit();
  const summary = opened.draft ? draftSummary(opened.draft, opened.at) : null;
  const stats = [
    { label: 'Duration', value: summary ? formatMinutes(summary.minutes) : '--' },
    { label: 'Volume', value: summary ? formatVolume(summary.volume, unit) : '--' },
    { label: 'Sets', value: summary ? String(summary.sets) : '--' },
  ];

  const discardDraft = useDiscardDraft(workoutPaths.save);
  const discard = () => (getDraft() ? discardDraft.ask() : void navigate(workoutPaths.workoutMain));

  const submit = () => {
    if (save.isPending || photoBusy) return;
    const draft = getDraft();
    if (!draft || !summary) {
      void navigate(workoutPaths.workoutMain);
      return;
    }
    const startedAt = parseLocalDateTime(when);
    if (!startedAt) {
      toast({ title: 'Please choose when you worked out', variant: 'destructive' });
      return;
    }
    const details = { title, description, startedAt, durationMinutes: summary.minutes };
    const problem = saveProblem(loggedWorkoutOf(draft, details), Date.now());
    if (problem) {
      toast({ title: 'Cannot save workout', description: problem, variant: 'destructive' });
      return;
    }
    save.mutate({ ...details, draft, isPublic, photo });
  };

  return (
    <SaveWorkoutLayout
      backLabel="Back"
      onBack={() => void navigate(workoutPaths.empty)}
      onSave={submit}
      saving={save.isPending}
      saveDisabled={save.isPending || photoBusy}
    >
      <WorkoutTitleField id={`${id}-title`} value={title} placeholder="Workout title" onChange={setTitle} />
      <WorkoutStats stats={stats} />

      <div>
        <Label htmlFor={`${id}-when`}>When</Label>
        <input
          id={`${id}-when`}
          type="datetime-local"
          className={inputClasses()}
          value={when}
          max={localDateTimeValue(new Date(opened.at))}
          onChange={(event) => setWhen(event.target.value)}
        />
      </div>

      <div className="flex flex-col gap-2">
        <WorkoutPhotoField value={photo} onChange={setPhoto} onBusyChange={setPhotoBusy} disabled={save.isPending} />
        {photo && !isPublic ? <p className="text-sm text-slate-600">The photo is posted with your workout when Make Public is on.</p> : null}
      </div>

      <div>
        <Label htmlFor={`${id}-description`}>Description</Label>
        <textarea
          id={`${id}-description`}
          rows={3}
          placeholder="How did your workout go?"
          value={description}
          maxLength={MAX_WORKOUT_DESCRIPTION_LENGTH}
          onChange={(event) => setDescription(event.target.value)}
          className={cn(inputClasses(), 'h-auto py-3')}
        />
      </div>

      <div className="flex items-center justify-between gap-4 rounded-2xl bg-slate-50 px-4 py-3">
        <span className="flex flex-col">
          <span id={`${id}-public`} className="font-medium text-slate-800">
            Make Public
          </span>
          <span id={`${id}-public-hint`} className="text-sm text-slate-600">{isPublic ? 'Posts this workout to your feed.' : 'Only you will see this workout.'}</span>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={isPublic}
          aria-labelledby={`${id}-public`}
          aria-describedby={`${id}-public-hint`}
          onClick={() => setIsPublic((value) => !value)}
          className={cn(
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
            isPublic ? 'bg-blue-600' : 'bg-slate-300',
          )}
        >
          <span className={cn('inline-block size-6 rounded-full bg-white shadow transition-transform', isPublic ? 'translate-x-7' : 'translate-x-1')} />
        </button>
      </div>

      <Button variant="ghost" onClick={discard} disabled={save.isPending} className="w-full !text-red-600 hover:!bg-red-50 active:!bg-red-100">
        Discard
      </Button>
      {discardDraft.dialog}
    </SaveWorkoutLayout>
  );
}
