import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { call } from '../../../lib/api';
import { notificationKeys } from '../../../lib/queries/notification-queries';

/**
 * After every notification call the list and the unread count are refreshed (spec 000 section 7).
 * Returning the promise keeps the mutation pending until both are fresh, so the item never
 * flickers back to unread in between.
 */
function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Failures are not in the spec's catalogue: say so briefly rather than fail silently. */
function useReportFailure(title: string) {
  const { toast } = useToast();
  return (error: Error) => toast({ title, description: error.message, variant: 'destructive' });
}

/** PUT /api/notifications/{id}/read */
export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  const reportFailure = useReportFailure('Could not mark the notification read');
  return useMutation({
    mutationFn: (notificationId: string) => call('PUT /api/notifications/{id}/read', { params: { id: notificationId } }),
    onError: reportFailure,
    onSettled: refresh,
  });
}

/** PUT /api/notifications/mark-all-read/{userId} (the caller's own id). */
export function useMarkAllNotificationsRead(userId: string) {
  const refresh = useRefreshNotifications();
  const reportFailure = useReportFailure('Could not mark notifications read');
  return useMutation({
    mutationFn: () => call('PUT /api/notifications/mark-all-read/{userId}', { params: { userId } }),
    onError: reportFailure,
    onSettled: refresh,
  });
}
