import { Menu, PanelLeft } from 'lucide-react';
import { Button } from './button';
import { preloadSidebarSheet } from './sidebar';
import { useSidebar } from './sidebar-provider';

/** Collapses or expands the sidebar on desktop; opens the navigation sheet on mobile. */
export function SidebarTrigger() {
  const { isMobile, open, toggle } = useSidebar();
  if (isMobile) {
    return (
      <Button
        variant="ghost"
        size="icon"
        onClick={toggle}
        onPointerDown={preloadSidebarSheet}
        onFocus={preloadSidebarSheet}
        aria-label="Open menu"
        aria-haspopup="dialog"
      >
        <Menu aria-hidden />
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label="Toggle sidebar"
      aria-expanded={open}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle sidebar (Ctrl/Cmd+B)"
    >
      <PanelLeft aria-hidden />
    </Button>
  );
}
