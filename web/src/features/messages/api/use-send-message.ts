import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_SEND_FAILED } from '../../../../../shared/schemas/messages';
import { useToast } from '../../../components/ui/use-toast';
import { call } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { withSentMessage, type ThreadData } from '../lib/thread-messages';
import { messageKeys } from '../../../lib/queries/message-keys';

/** Refusals whose server message says what to do (blocked, unknown person, too long) are shown as they are. */
const saysWhy = [400, 403, 404];

/**
 * POST /api/messages to one person. On success the message appears in the open thread at once (that is the feedback:
 * no toast, issue 27), then the thread, the conversation list and the unread count are read again. On failure: the spec's 'Error' /
 * 'Failed to send message. Please try again.', or the server's reason for a refusal; the caller keeps the text.
 */
export function useSendMessage(receiverId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (content: string) => call('POST /api/messages', { body: { receiverId, content } }),
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadData>(messageKeys.thread(receiverId), (data) => withSentMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(receiverId), exact: true });
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(), exact: true });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount(), exact: true });
    },
    onError: (error) => {
      if (isApiError(error) && saysWhy.includes(error.status)) {
        toast({ title: MESSAGE_SEND_FAILED.title, description: error.message, variant: 'destructive' });
      } else {
        toast({ ...MESSAGE_SEND_FAILED, variant: 'destructive' });
      }
    },
  });
}
