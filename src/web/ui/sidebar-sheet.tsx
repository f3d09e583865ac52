import type { ReactNode } from 'react';
import { Sheet, SheetContent } from './sheet';

type SidebarSheetProps = {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/** The sidebar under 768 px: an 18rem side sheet. Loaded by sidebar.tsx when it first opens. */
export function SidebarSheet({ label, open, onOpenChange, children }: SidebarSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" title={label} closeLabel="Close menu" className="w-[18rem] max-w-[85vw]">
        {children}
      </SheetContent>
    </Sheet>
  );
}
