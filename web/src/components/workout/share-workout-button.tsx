import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { POST_MAX_LENGTH } from '../../../../shared/schemas/social';
import { BottomSheet, SheetBody, SheetClose } from '../ui/bottom-sheet';
import { Button } from '../ui/button';
import { inputClasses } from '../ui/input';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { useToast } from '../ui/use-toast';
import { cn } from '../../lib/cn';
import { postWorkout } from '../../lib/queries/share-requests';
import { rememberWorkoutShared, workoutSharedQueryOptions } from '../../lib/queries/workout-shares';

/**
 * 'Share to feed' on a completed workout's summary: optional text, then a workout post. Once shared here, or when the
 * save step posted it (`posted`: saved for 'followers', issue 27), it reads 'Shared'.
 */
export function ShareWorkoutButton({ sessionId, posted = false }: { sessionId: string; posted?: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const shared = useQuery(workoutSharedQueryOptions(sessionId)).data === true || posted;

  const share = useMutation({
    mutationFn: () => postWorkout({ content: content.trim(), workoutSessionId: sessionId }),
    onSuccess: () => {
      rememberWorkoutShared(queryClient, sessionId);
      setOpen(false);
      setContent('');
      toast({ title: 'Post created successfully!', description: 'Your post is now live.' });
    },
    onError: () => toast({ title: 'Failed to create post', description: 'Please try again', variant: 'destructive' }),
  });

  if (shared) {
    return (
      <Button variant="secondary" disabled className="w-full">
        <Check className="size-5" aria-hidden />
        Shared
      </Button>
    );
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="w-full">
        <Share2 className="size-5" aria-hidden />
        Share to feed
      </Button>
      <BottomSheet
        open={open}
        onOpenChange={(next) => !share.isPending && setOpen(next)}
        title="Share to feed"
        description="Your followers see this workout's totals and best sets."
      >
        <SheetBody>
          <div>
            <Label htmlFor={`${id}-text`}>Add a caption (optional)</Label>
            <textarea
              id={`${id}-text`}
              rows={3}
              placeholder="How did it go?"
              value={content}
              maxLength={POST_MAX_LENGTH}
              aria-describedby={`${id}-count`}
              onChange={(event) => setContent(event.target.value)}
              className={cn(inputClasses(), 'h-auto py-3')}
            />
            <p id={`${id}-count`} className="mt-1 text-right text-sm text-slate-600 tabular-nums">
              {content.length}/{POST_MAX_LENGTH}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <SheetClose asChild>
              <Button variant="secondary" disabled={share.isPending}>
                Cancel
              </Button>
            </SheetClose>
            <Button onClick={() => !share.isPending && share.mutate()} disabled={share.isPending} aria-busy={share.isPending || undefined}>
              {share.isPending ? <Spinner className="size-4" /> : null}
              {share.isPending ? 'Sharing...' : 'Share'}
            </Button>
          </div>
        </SheetBody>
      </BottomSheet>
    </>
  );
}
