import { FileQuestion, FolderOpen, Link2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { EmptyState } from '@/web/ui/empty-state';
import { useClientFiles } from './api/files-queries';
import { DownloadFileButton, ViewFileLink } from './file-actions';
import { FileListError, FileListSkeleton } from './file-list-states';
import { FileRow } from './file-row';

/**
 * The files the agency shared with the signed-in client, newest first, live. A shared link
 * (`?file={id}`) scrolls to its file and marks it, or says the file is not available here.
 */
export function ClientFileList() {
  const files = useClientFiles();
  const [params, setParams] = useSearchParams();
  const sharedId = params.get('file');
  const shared = sharedId ? files.data?.find((file) => file.id === sharedId) : undefined;
  const sharedRow = useRef<HTMLLIElement>(null);

  // Once, when the shared file is first on screen: bring it into view and put focus on it.
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!shared || shownFor.current === shared.id || !sharedRow.current) return;
    shownFor.current = shared.id;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sharedRow.current.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    sharedRow.current.focus({ preventScroll: true });
  }, [shared]);

  const forgetLink = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('file');
        return next;
      },
      { replace: true },
    );

  if (files.isPending) return <FileListSkeleton count={2} />;
  if (files.isError) return <FileListError onRetry={() => void files.refetch()} />;

  return (
    <div className="space-y-4">
      {sharedId && !shared ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <FileQuestion className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-medium">This file is not available</p>
            <p className="mt-0.5 text-amber-800">
              It may have been removed, or it was shared with another account. Your files are listed below.
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-my-1.5 -mr-1.5 size-8 text-amber-900 hover:bg-amber-100"
            onClick={forgetLink}
            aria-label="Dismiss"
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
      {files.data.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title="No files shared with you yet"
          description="Reports, documents and assets from your team will appear here."
        />
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label="Your files" className="divide-y">
            {files.data.map((file) => {
              const isShared = file.id === sharedId;
              return (
                <li
                  key={file.id}
                  ref={isShared ? sharedRow : undefined}
                  tabIndex={isShared ? -1 : undefined}
                  className="scroll-mt-24 outline-none"
                >
                  <FileRow
                    file={file}
                    highlighted={isShared}
                    aside={
                      isShared ? (
                        <Badge variant="brand">
                          <Link2 aria-hidden />
                          Shared link
                        </Badge>
                      ) : null
                    }
                    actions={
                      <>
                        <DownloadFileButton file={file} />
                        <ViewFileLink file={file} />
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </div>
  );
}
