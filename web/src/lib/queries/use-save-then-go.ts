import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/ui/use-toast';
import { invalidatePlansAndWorkouts } from './plan-queries';

interface SaveThenGo<Body, Saved> {
  /** The POST or PUT. */
  save: (body: Body) => Promise<Saved>;
  /** Runs first once saved (a success toast). */
  onSaved?: (saved: Saved) => void;
  /** Where to go once saved. */
  destination: (saved: Saved) => string;
  /** The destructive toast's title when the save fails. */
  failureMessage: (error: Error) => string;
}

/** A form's save (plan, workout, routine): the request, then fresh plan and workout queries and the next screen; a toast when it fails. */
export function useSaveThenGo<Body, Saved>({ save, onSaved, destination, failureMessage }: SaveThenGo<Body, Saved>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      onSaved?.(saved);
      await invalidatePlansAndWorkouts(queryClient);
      void navigate(destination(saved));
    },
    onError: (error) => toast({ title: failureMessage(error), variant: 'destructive' }),
  });
}
