import { expect, it } from 'vitest';
import '../../src/web/lib/zod-without-eval';
import { config } from 'zod/v4/core';

it("turns off zod's eval probe through the config zod itself reads", () => {
  expect(config().jitless).toBe(true);
});
