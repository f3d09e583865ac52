import { FileQuestion, FolderOpen, Link2, X } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ClientFile } from '@/shared/contracts/files';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { WindowVirtualList } from '@/web/ui/window-virtual-list';
import { useClientFiles } from './api/get-client-files';
import { DownloadFileButton, ViewFileLink } from './file-actions';
import { FileRow } from './file-row';
import { FileRowSkeletons } from './file-row-skeletons';

const fileId = (file: ClientFile) => file.id;

/**
 * The files the agency shared with the signed-in client, newest first, live, rendered near the screen
 * only (a client may have hundreds). A shared link (`?file={id}`) scrolls to its file, marks it and puts
 * focus on it, once, or says the file is not available here.
 */
export function ClientFileList() {
  const files = useClientFiles();
  const [params, setParams] = useSearchParams();
  const sharedId = params.get('file');
  const shared = sharedId ? files.data?.find((file) => file.id === sharedId) : undefined;

  const renderFile = useCallback(
    (file: ClientFile) => {
      const isShared = file.id === sharedId;
      return (
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
      );
    },
    [sharedId],
  );

  const forgetLink = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('file');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-4">
      {files.isSuccess && sharedId && !shared ? (
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
      <ListState
        query={files}
        isEmpty={files.data?.length === 0}
        noun="the files"
        placeholder={<FileRowSkeletons count={2} />}
        whenEmpty={{
          icon: FolderOpen,
          title: 'No files shared with you yet',
          description: 'Reports, documents and assets from your team will appear here.',
        }}
      >
        <Card className="overflow-hidden">
          <WindowVirtualList
            label="Your files"
            items={files.data ?? []}
            itemKey={fileId}
            renderItem={renderFile}
            // A row with a line of description on a desktop; taller ones (phones, longer notes) are measured.
            estimatedHeight={100}
            gap={0}
            // A line between rows, as divide-y drew before the list was virtual.
            className="[&>li:not([data-index='0'])]:border-t"
            // The sticky top bar and the space below it.
            scrollPaddingStart={96}
            scrollToKey={shared?.id}
            focusScrolledTo
          />
        </Card>
      </ListState>
    </div>
  );
}
