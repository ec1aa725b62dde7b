import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { createImportKeySchema } from '../../../../../shared/schemas/health';
import { useToast } from '../../../components/ui/use-toast';
import { call } from '../../../lib/api';
import { healthKeys } from '../../../lib/queries/import-key-queries';

type CreateImportKeyRequest = z.input<typeof createImportKeySchema>;

/** POST /api/health-import-keys: the answer holds the key, the only time it is shown (the caller keeps it in state). */
export function useCreateImportKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateImportKeyRequest) => call('POST /api/health-import-keys', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKeys.importKeys() }),
  });
}

/** DELETE /api/health-import-keys/{id}: the key stops working at once. */
export function useRevokeImportKey() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (keyId: string) => call('DELETE /api/health-import-keys/{id}', { params: { id: keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKeys.importKeys() }),
    // Not in the spec's catalogue: say so briefly rather than leave the key listed without a word.
    onError: (error) => toast({ title: 'Could not revoke the key', description: error.message, variant: 'destructive' }),
  });
}
