import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/use-toast';

interface SaveThenGo<Body, Saved> {
  /** The POST or PUT. */
  save: (body: Body) => Promise<Saved>;
  /** Runs first once saved (a success toast). */
  onSaved?: (saved: Saved) => void;
  /** The queries the save makes stale; they are refetched before leaving. */
  staleKeys: (saved: Saved) => QueryKey[];
  /** Where to go once saved. */
  destination: (saved: Saved) => string;
  /** The destructive toast's title when the save fails. */
  failureMessage: (error: Error) => string;
}

/** A form's save (plan, workout, routine): the request, then fresh queries and the next screen; a toast when it fails. */
export function useSaveThenGo<Body, Saved>({ save, onSaved, staleKeys, destination, failureMessage }: SaveThenGo<Body, Saved>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      onSaved?.(saved);
      await Promise.all(staleKeys(saved).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      void navigate(destination(saved));
    },
    onError: (error) => toast({ title: failureMessage(error), variant: 'destructive' }),
  });
}
