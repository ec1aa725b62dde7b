import { Bell, Dumbbell, Heart, MessageCircle, UserPlus, Users, type LucideIcon } from 'lucide-react';
import type { NotificationType } from '../../../../../shared/constants';
import { cn } from '../../../lib/cn';

const iconByType: Record<NotificationType, { Icon: LucideIcon; tint: string }> = {
  like: { Icon: Heart, tint: 'bg-rose-100 text-rose-600' },
  follow: { Icon: UserPlus, tint: 'bg-blue-100 text-blue-600' },
  friend_request: { Icon: Users, tint: 'bg-violet-100 text-violet-600' },
  workout_complete: { Icon: Dumbbell, tint: 'bg-emerald-100 text-emerald-600' },
  message: { Icon: MessageCircle, tint: 'bg-sky-100 text-sky-700' },
  other: { Icon: Bell, tint: 'bg-slate-100 text-slate-600' },
};

/** The icon of a notification's type (spec 000 section 2); unknown types get the bell. */
export function NotificationIcon({ type }: { type: NotificationType }) {
  const { Icon, tint } = iconByType[type] ?? iconByType.other;
  return (
    <span aria-hidden className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full', tint)}>
      <Icon className="size-5" />
    </span>
  );
}
