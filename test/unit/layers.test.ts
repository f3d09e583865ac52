import { describe, expect, it } from 'vitest';
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
