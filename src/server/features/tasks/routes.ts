import { createRouter } from '../../http/openapi';

/** Tasks, their review workflow and activity threads (SPEC §2 Tasks, §4 Task statuses). */
export function tasksRoutes() {
  return createRouter();
}
