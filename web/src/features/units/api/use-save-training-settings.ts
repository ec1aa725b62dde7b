import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainingSettings, User } from '../../../../../shared/api-types';
import type { TrainingSettingsRequest } from '../../../../../shared/schemas/users';
import { useToast } from '../../../components/ui/use-toast';
import { call } from '../../../lib/api';
import { authKeys } from '../../../lib/queries/auth-queries';
import { useAuth } from '../../../lib/auth/auth-context';

/** The stored settings with a change applied, as the server merges them (a field left out keeps its value). */
export function withSettingsChange(current: TrainingSettings | undefined, change: TrainingSettingsRequest): TrainingSettings {
  return {
    weightUnit: change.weightUnit !== undefined ? change.weightUnit : (current?.weightUnit ?? null),
    plateSetup: change.plateSetup !== undefined ? change.plateSetup : (current?.plateSetup ?? null),
  };
}

/**
 * PATCH /api/users/{me} { trainingSettings }. The signed-in user changes at once (every weight on screen re-renders
 * in the new unit), then becomes the server's answer; a refused change is rolled back and said in a toast.
 */
export function useSaveTrainingSettings(failureTitle: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (change: TrainingSettingsRequest) => {
      if (!user) throw new Error('Not signed in');
      return call('PATCH /api/users/{id}', { params: { id: user.id }, body: { trainingSettings: change } });
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: authKeys.me() });
      const previous = queryClient.getQueryData<User>(authKeys.me());
      if (previous) {
        queryClient.setQueryData<User>(authKeys.me(), { ...previous, trainingSettings: withSettingsChange(previous.trainingSettings, change) });
      }
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(authKeys.me(), saved);
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(authKeys.me(), context.previous);
      toast({ title: failureTitle, description: error.message, variant: 'destructive' });
    },
  });
}
