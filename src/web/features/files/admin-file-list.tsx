import { FolderOpen, Search } from 'lucide-react';
import { useState } from 'react';
import type { AdminFile } from '@/shared/contracts/files';
import { FILE_CATEGORIES, type FileCategory } from '@/shared/domain/client-files';
import { Card } from '@/web/ui/card';
import { EmptyState } from '@/web/ui/empty-state';
import { Input } from '@/web/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { useAdminFiles } from './api/files-queries';
import { DeleteFileButton } from './delete-file-button';
import { DownloadFileButton, ShareFileButton, ViewFileLink } from './file-actions';
import { FileListError, FileListSkeleton } from './file-list-states';
import { FileRow } from './file-row';

type Tab = 'all' | FileCategory;

// SPEC §2 Reports & Files: tabs All, Reports, Documents and Assets.
const tabs: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  ...FILE_CATEGORIES.map((category) => ({
    value: category,
    label: { report: 'Reports', document: 'Documents', asset: 'Assets' }[category],
  })),
];

/** SPEC §2: the search matches the name, the description or the client's name, case-insensitive. */
function matches(file: AdminFile, search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [file.name, file.description ?? '', file.clientName].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The admin's files, every client's or one client's (`clientId`), with the category tabs, a search and
 * each file's Download, View, Share and Delete.
 */
export function AdminFileList({ clientId }: { clientId?: string }) {
  const files = useAdminFiles(clientId);
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const found = (files.data ?? []).filter((file) => matches(file, search));
  const inTab = (value: Tab) => found.filter((file) => value === 'all' || file.category === value);

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <TabsList aria-label="File categories" className="w-full sm:w-auto">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="flex-1 px-2.5 sm:flex-none sm:px-3">
              {label}
              {files.data ? (
                // Phones show the names alone: with the counts, four tabs would not fit.
                <span className="hidden rounded-full bg-slate-200/80 px-1.5 text-xs tabular-nums text-slate-700 sm:inline">
                  {inTab(value).length}
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
          {files.isPending ? (
            <FileListSkeleton />
          ) : files.isError ? (
            <FileListError onRetry={() => void files.refetch()} />
          ) : inTab(value).length === 0 ? (
            <EmptyState
              icon={FolderOpen}
              title={
                files.data.length === 0
                  ? 'No files yet'
                  : search.trim()
                    ? 'No files match your search'
                    : `No ${label.toLowerCase()} yet`
              }
              description={
                files.data.length === 0
                  ? 'Upload a report, document or asset to share it with a client.'
                  : search.trim()
                    ? 'Try another name, description or client.'
                    : 'Files in this category will appear here.'
              }
            />
          ) : (
            <Card className="overflow-hidden">
              <ul aria-label={value === 'all' ? 'All files' : label} className="divide-y">
                {inTab(value).map((file) => (
                  <li key={file.id}>
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
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
