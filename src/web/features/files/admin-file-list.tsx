import { FolderOpen, Search } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { AdminFile } from '@/shared/contracts/files';
import { FILE_CATEGORIES, type FileCategory } from '@/shared/domain/client-files';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { Card } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { ListState } from '@/web/ui/list-state';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { WindowVirtualList } from '@/web/ui/window-virtual-list';
import { useAdminFiles } from './api/get-admin-files';
import { DeleteFileButton } from './delete-file-button';
import { DownloadFileButton, ShareFileButton, ViewFileLink } from './file-actions';
import { FileRow } from './file-row';
import { FileRowSkeletons } from './file-row-skeletons';

type Tab = 'all' | FileCategory;

// SPEC §2 Reports & Files: tabs All, Reports, Documents and Assets.
const tabs: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  ...FILE_CATEGORIES.map((category) => ({
    value: category,
    label: { report: 'Reports', document: 'Documents', asset: 'Assets' }[category],
  })),
];

const fileId = (file: AdminFile) => file.id;

/**
 * The admin's files, every client's or one client's (`clientId`), with the category tabs, a search and
 * each file's Download, View, Share and Delete. The server pages, narrows by tab and searches (SPEC §2:
 * the file's name, its description or its client's name, ignoring case). The pages loaded so far are
 * rendered near the screen only: 'Show more' many times over makes a long list.
 */
export function AdminFileList({ clientId }: { clientId?: string }) {
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const { pages, files, counts } = useAdminFiles({
    clientId,
    category: tab === 'all' ? undefined : tab,
    q: q || undefined,
  });
  const renderFile = useCallback(
    (file: AdminFile) => (
      <FileRow
        file={file}
        showClient={!clientId}
        showUploader
        actions={
          <>
            <DownloadFileButton file={file} />
            <ViewFileLink file={file} />
            <ShareFileButton file={file} />
            <DeleteFileButton file={file} />
          </>
        }
      />
    ),
    [clientId],
  );

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <TabsList aria-label="File categories" className="w-full sm:w-auto">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="flex-1 px-2.5 sm:flex-none sm:px-3">
              {label}
              {counts ? (
                // Phones show the names alone: with the counts, four tabs would not fit.
                <span className="hidden rounded-full bg-slate-200/80 px-1.5 text-xs tabular-nums text-slate-700 sm:inline">
                  {counts[value]}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="relative min-w-56 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search files"
            placeholder={clientId ? 'Search by name or description...' : 'Search files or clients...'}
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {tabs.map(({ value, label }) => (
        <TabsContent key={value} value={value} className="mt-0">
          <ListState
            query={pages}
            isEmpty={files.length === 0}
            noun="the files"
            placeholder={<FileRowSkeletons />}
            whenEmpty={
              counts?.all === 0
                ? {
                    icon: FolderOpen,
                    title: 'No files yet',
                    description: 'Upload a report, document or asset to share it with a client.',
                  }
                : {
                    icon: FolderOpen,
                    title: `No ${label.toLowerCase()} yet`,
                    description: 'Files in this category will appear here.',
                  }
            }
            whenNoMatch={
              q
                ? {
                    icon: FolderOpen,
                    title: 'No files match your search',
                    description: 'Try another name, description or client.',
                  }
                : undefined
            }
          >
            <Card
              className="overflow-hidden transition-opacity aria-busy:opacity-60"
              aria-busy={pages.isPlaceholderData}
            >
              <WindowVirtualList
                label={value === 'all' ? 'All files' : label}
                items={files}
                itemKey={fileId}
                renderItem={renderFile}
                // A row with its client and a line of description; other heights are measured.
                estimatedHeight={120}
                gap={0}
                // A line between rows, as divide-y drew before the list was virtual.
                className="[&>li:not([data-index='0'])]:border-t"
              />
              <ShowMoreButton
                pages={pages}
                label="Show more files"
                failure="Could not load more files. Try again."
                className="border-t p-4"
              />
            </Card>
          </ListState>
        </TabsContent>
      ))}
    </Tabs>
  );
}
