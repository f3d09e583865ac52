import { describe, expect, it } from 'vitest';
import { findCycles } from '../../scripts/layers/cycles';
import { findViolations } from '../../scripts/layers/rules';

// Each case is one made-up file with one import: the rule it must break, or null when it is allowed.
const cases: Array<[path: string, importLine: string, rule: string | null]> = [
  [
    'src/shared/domain/limits.ts',
    "import { db } from '../../server/db/connection';",
    'shared code imports neither',
  ],
  [
    'src/shared/contracts/tasks.ts',
    "import { Button } from '@/web/ui/button';",
    'shared code imports neither',
  ],
  ['src/shared/contracts/tasks.ts', "import { taskStatuses } from '../domain/task-status';", null],
  ['src/shared/domain/limits.ts', "import { readFile } from 'node:fs/promises';", 'no Node module'],
  ['src/shared/domain/limits.ts', "import { createHash } from 'crypto';", 'no Node module'],
  ['src/shared/domain/limits.ts', "import path from 'path/posix';", 'no Node module'],
  ['src/shared/domain/limits.ts', "const fs = require('fs');", 'no Node module'],
  ['src/shared/contracts/tasks.ts', "import { useState } from 'react';", 'no React'],
  ['src/shared/contracts/tasks.ts', "import type { ReactNode } from 'react';", 'no React'],
  ['src/shared/contracts/tasks.ts', "import { jsx } from 'react/jsx-runtime';", 'no React'],
  ['src/shared/contracts/tasks.ts', "import { createRoot } from 'react-dom/client';", 'no React'],
  ['src/shared/contracts/tasks.ts', "import { z } from 'zod';", null],
  ['src/shared/contracts/tasks.ts', "import { x } from 'react-hook-form';", null],
  ['src/server/db/connection.ts', "import { readFile } from 'node:fs/promises';", null],
  ['src/web/ui/button.tsx', "import { useState } from 'react';", null],
  [
    'src/server/http/session.ts',
    "import { getRole } from '../features/accounts/get-role';",
    'never imports a feature',
  ],
  [
    'src/server/db/factories.ts',
    "import type { AppDeps } from '../deps';",
    "never imports the server app's wiring",
  ],
  [
    'src/server/features/tasks/create-task.ts',
    "import { x } from '../invites/create-invite';",
    'another feature',
  ],
  [
    'src/server/features/tasks/create-task.ts',
    "import type { AppDeps } from '../../deps';",
    "server app's wiring",
  ],
  ['src/server/features/tasks/create-task.ts', "export { x } from '../../app';", "server app's wiring"],
  [
    'src/server/features/tasks/routes.ts',
    "import { Page } from '../../../web/app/app';",
    'server code never imports web',
  ],
  ['src/server/features/tasks/routes.ts', "import { createTask } from './create-task';", null],
  ['src/server/features/tasks/routes.ts', "import { AppError } from '../../http/errors';", null],
  ['src/server/app.ts', "import { taskRoutes } from './features/tasks/routes';", null],
  ['src/server/cli/create-admin.ts', "import { createAccount } from '../features/accounts/x';", null],
  ['src/web/features/clients/page.tsx', "import { TaskCard } from '../tasks/task-card';", 'another feature'],
  ['src/web/features/clients/page.tsx', "const m = import('@/web/features/tasks/board');", 'another feature'],
  [
    'src/web/features/clients/page.tsx',
    "type Board = typeof import('@/web/features/tasks/board');",
    'another feature',
  ],
  ['src/web/features/clients/page.tsx', "// import { TaskCard } from '../tasks/task-card';", null],
  ['src/web/features/clients/page.tsx', 'const hint = "import(\'../tasks/task-card\')";', null],
  ['src/web/features/clients/page.tsx', "import { router } from '@/web/app/router';", "web app's wiring"],
  [
    'src/web/features/clients/page.tsx',
    "import type { Db } from '@/server/db/connection';",
    'web code never imports',
  ],
  ['src/web/features/clients/page.tsx', "import { Button } from '@/web/ui/button';", null],
  [
    'src/web/ui/badge.tsx',
    "import { TaskCard } from '../features/tasks/task-card';",
    'web base code never imports a',
  ],
  [
    'src/web/lib/api-client.ts',
    "import { router } from '../app/router';",
    "never imports the web app's wiring",
  ],
  ['src/web/app/router.tsx', "import { TasksPage } from '../features/tasks/tasks-page';", null],
  ['src/web/main.tsx', "import { App } from './app/app';", null],
];

describe('the layer rules of docs/ARCHITECTURE.md', () => {
  it.each(cases)('%s: %s', (path, importLine, rule) => {
    const violations = findViolations([{ path, text: `${importLine}\nexport const used = 1;\n` }]);
    if (rule === null) {
      expect(violations).toEqual([]);
    } else {
      expect(violations).toHaveLength(1);
      expect(violations[0]?.rule).toContain(rule);
    }
  });

  it('ignores packages and files outside src', () => {
    const files = [
      { path: 'src/server/features/tasks/routes.ts', text: "import { Hono } from 'hono';" },
      { path: 'test/api/tasks.test.ts', text: "import { x } from '../../src/server/features/invites/y';" },
    ];
    expect(findViolations(files)).toEqual([]);
  });
});

describe('import cycles under src/', () => {
  const file = (path: string, ...imports: string[]) => ({
    path,
    text: `${imports.join('\n')}\nexport const x = 1;\n`,
  });

  it('finds none when the imports go one way', () => {
    const files = [
      file('src/web/app/router.tsx', "import { pages } from './pages';", "import { Shell } from './shell';"),
      file('src/web/app/shell.tsx', "import { pages } from './pages';"),
      file('src/web/app/pages.ts', "import { Button } from '@/web/ui/button';"),
      file('src/web/ui/button.tsx', "import { useState } from 'react';"),
    ];
    expect(findCycles(files)).toEqual([]);
  });

  it.each([
    ['a static import', "import { a } from './a';"],
    ['a re-export', "export { a } from './a';"],
    ['a re-export of everything', "export * from '@/web/lib/a';"],
    ['a type-only import', "import type { A } from './a';"],
    ['a dynamic import', "const load = () => import('./a');"],
  ])('closes a cycle with %s, printed in import order', (_kind, importOfA) => {
    const files = [
      file('src/web/lib/a.ts', "import { b } from './b';"),
      file('src/web/lib/b.ts', "import { c } from '@/web/lib/c';"),
      file('src/web/lib/c.ts', importOfA),
    ];
    expect(findCycles(files)).toEqual([
      ['src/web/lib/a.ts', 'src/web/lib/b.ts', 'src/web/lib/c.ts', 'src/web/lib/a.ts'],
    ]);
  });

  it('prints each cycle of a tangle: both shells back to the page table', () => {
    const files = [
      file(
        'src/web/app/portal-pages.ts',
        "const client = () => import('./shell/client-shell');",
        "const admin = () => import('./shell/admin-shell');",
      ),
      file('src/web/app/shell/client-shell.tsx', "import { usePrefetchRoute } from '../route-prefetch';"),
      file('src/web/app/shell/admin-shell.tsx', "import { usePrefetchRoute } from '../route-prefetch';"),
      file('src/web/app/route-prefetch.ts', "import { clientPages } from './portal-pages';"),
    ];
    expect(findCycles(files)).toEqual([
      [
        'src/web/app/portal-pages.ts',
        'src/web/app/shell/admin-shell.tsx',
        'src/web/app/route-prefetch.ts',
        'src/web/app/portal-pages.ts',
      ],
      [
        'src/web/app/portal-pages.ts',
        'src/web/app/shell/client-shell.tsx',
        'src/web/app/route-prefetch.ts',
        'src/web/app/portal-pages.ts',
      ],
    ]);
  });

  it('follows a folder import to its index file and finds a file importing itself', () => {
    const files = [
      file('src/server/db/schema/index.ts', "export * from './tasks';"),
      file('src/server/db/schema/tasks.ts', "import { users } from '../schema';"),
      file('src/server/db/self.ts', "import { x } from './self';"),
    ];
    expect(findCycles(files)).toEqual([
      ['src/server/db/self.ts', 'src/server/db/self.ts'],
      ['src/server/db/schema/index.ts', 'src/server/db/schema/tasks.ts', 'src/server/db/schema/index.ts'],
    ]);
  });
});
