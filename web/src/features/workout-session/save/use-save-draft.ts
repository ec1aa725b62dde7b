import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutSession } from '../../../../../shared/api-types';
import { useToast } from '../../../components/ui/use-toast';
import { authKeys } from '../../../lib/queries/auth-queries';
import { userKeys } from '../../../lib/queries/user-keys';
import { sessionKeys } from '../../../lib/queries/session-queries';
import { logCompletedWorkout, postWorkout } from '../../../lib/queries/share-requests';
import { rememberWorkoutShared } from '../../../lib/queries/workout-shares';
import { clearDraft, type Draft } from '../draft/draft-store';
import { loggedWorkoutOf, type SaveDetails } from './draft-request';

export interface SaveDraftInput extends SaveDetails {
  draft: Draft;
  isPublic: boolean;
  /** A shrunk photo (JPEG data URL) for the post, or null. */
  photo: string | null;
}

/**
 * Save on /save-workout: logs the draft as a completed workout, then (Make Public) posts it with the description
 * and photo. The draft goes only once the workout is saved; a failed post leaves the saved workout and says so.
 */
export function useSaveDraft({ onSaved }: { onSaved: (session: WorkoutSession) => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();

  return useMutation({
    mutationFn: async ({ draft, isPublic, photo, ...details }: SaveDraftInput) => {
      const session = await logCompletedWorkout(loggedWorkoutOf(draft, { ...details, isPublic }));
      if (!isPublic) return { session, posted: false };
      try {
        await postWorkout({ content: details.description.trim(), mediaUrls: photo ? [photo] : [], workoutSessionId: session.id });
        return { session, posted: true };
      } catch {
        return { session, posted: false, postFailed: true };
      }
    },
    onSuccess: ({ session, posted, postFailed }) => {
      clearDraft();
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.user(session.userId) });
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      if (posted) rememberWorkoutShared(queryClient, session.id);
      onSaved(session);
      if (postFailed) {
        toast({
          title: 'Workout saved, but not posted',
          description: 'Failed to create post. Use Share to feed to try again.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Workout Saved!',
          description: posted ? 'Your workout is now on your feed.' : 'Your workout was added to your history.',
        });
      }
    },
    onError: (error) => toast({ title: 'Failed to save workout', description: `${sentence(error.message)} Your draft is kept.`, variant: 'destructive' }),
  });
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
