import type { ReactNode } from 'react';
import { BottomSheet, SheetClose, SheetOption } from './bottom-sheet';

export interface SheetAction {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}

interface ActionSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  actions: SheetAction[];
}

/** A list of large buttons in a bottom sheet (exercise menu, set type); choosing one closes the sheet. */
export function ActionSheet({ open, onOpenChange, title, description, actions }: ActionSheetProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ul className="flex flex-col px-3 pb-1">
        {actions.map((action) => (
          <li key={action.label}>
            <SheetOption
              icon={action.icon}
              destructive={action.destructive}
              onSelect={() => {
                onOpenChange(false);
                action.onSelect();
              }}
            >
              {action.label}
            </SheetOption>
          </li>
        ))}
        <li className="mt-1 border-t border-slate-100 pt-1">
          <SheetClose className="flex min-h-13 w-full items-center justify-center rounded-xl text-base font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600">
            Close
          </SheetClose>
        </li>
      </ul>
    </BottomSheet>
  );
}
