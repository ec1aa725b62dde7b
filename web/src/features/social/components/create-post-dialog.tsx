import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMPTY_POST, POST_MAX_LENGTH } from '../../../../../shared/schemas/social';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCreatePost } from '../api/post-mutations';
import { PhotoPicker } from './photo-picker';
import { TextCounter } from './text-counter';

interface CreatePostDialogProps {
  /** The trigger; none when the dialog is opened from outside (`open`, `onOpenChange`). */
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The Create tab's full-screen post composer (spec 001 section 2 'Post composer'). */
export function CreatePostDialog({ children, open: controlledOpen, onOpenChange }: CreatePostDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {children ? <Dialog.Trigger asChild>{children}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] outline-none"
        >
          {/* Mounted only while open: closing discards the text and the photo. */}
          <Composer onPosted={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Composer({ onPosted }: { onPosted: () => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const createPost = useCreatePost();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);
  // A second tap before React re-renders must not send twice.
  const sending = useRef(false);
  const counterId = useId();
  const content = text.trim();
  const isEmpty = content === '' && !photo;
  const isPending = createPost.isPending || preparingPhoto;

  function share() {
    if (sending.current || isPending) return;
    if (isEmpty) {
      toast({ title: EMPTY_POST.title, description: EMPTY_POST.description, variant: 'destructive' });
      return;
    }
    sending.current = true;
    createPost.mutate(
      { content, mediaUrls: photo ? [photo] : [] },
      {
        onSuccess: () => {
          toast({ title: 'Post created successfully!', description: 'Your post is now live.' });
          onPosted();
          void navigate(paths.social);
        },
        onError: () => toast({ title: 'Failed to create post', description: 'Please try again', variant: 'destructive' }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col">
      <header className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2">
        <Dialog.Close
          aria-label="Close"
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <X className="size-6" aria-hidden />
        </Dialog.Close>
        <Dialog.Title className="flex-1 text-lg font-semibold">Create Post</Dialog.Title>
        <Button
          onClick={share}
          aria-disabled={isEmpty || isPending || undefined}
          aria-busy={createPost.isPending || undefined}
          className={isEmpty || isPending ? 'opacity-60' : undefined}
        >
          {createPost.isPending ? 'Posting...' : 'Share Post'}
        </Button>
      </header>
      <div className="flex flex-col gap-4 px-4 py-4">
        {user ? (
          <div className="flex items-center gap-3">
            <Avatar name={user.displayName} imageUrl={user.profileImage} className="size-11 text-base" />
            <span className="font-semibold">{user.displayName}</span>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={POST_MAX_LENGTH}
            rows={6}
            placeholder="What's on your mind?"
            aria-label="What's on your mind?"
            aria-describedby={counterId}
            disabled={createPost.isPending}
            className="w-full resize-none rounded-xl border border-slate-300 p-3 text-base placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-blue-600"
          />
          <div className="flex justify-end">
            <TextCounter id={counterId} length={text.length} max={POST_MAX_LENGTH} />
          </div>
        </div>
        <PhotoPicker value={photo} onChange={setPhoto} onBusyChange={setPreparingPhoto} disabled={createPost.isPending} />
      </div>
    </div>
  );
}
