import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/core/errors';
import { commentFields } from '../../src/server/features/reviews/receive-review-comment';
import { REVIEW_COMMENT_MAX_LENGTH, reviewMessages } from '../../src/shared/domain/reviews';
import { FILE_ONLY_COMMENT } from '../../src/shared/domain/task-activity';
import { TASK_ATTACHMENTS_PER_COMMENT } from '../../src/shared/domain/task-files';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { reviewCommentUpload, taskCommentUpload } from '../../src/shared/domain/uploads';
import { commentFormSchema } from '../../src/web/features/reviews/comment-form-schema';

// A review comment with files (the task comment rules): the multipart fields as the server reads them,
// and the browser's form that fills them.

const fileId = '5b1f4a8e-7d2c-4f7e-9a59-2f3c6a1d9e10';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('Expected a refusal');
}

describe('a review comment upload', () => {
  it('takes files by the task comment rules: the same types, sizes, count and refusals', () => {
    expect(reviewCommentUpload.files).toBe(taskCommentUpload.files);
    expect(reviewCommentUpload.quota).toBe('client');
    expect(reviewCommentUpload.fields).toEqual(['body', 'anchor', 'parentId']);
  });
});

describe('commentFields (multipart)', () => {
  it('reads the mark as JSON and the thread by id, as a JSON comment has them', () => {
    const anchor = { kind: 'point', fileId, x: 0.5, y: 0.25 };
    expect(commentFields({ body: ' Look here ', anchor: JSON.stringify(anchor) }, true)).toEqual({
      body: 'Look here',
      anchor,
    });
    expect(commentFields({ body: 'Agreed', parentId: fileId }, false)).toEqual({
      body: 'Agreed',
      parentId: fileId,
    });
    // Empty fields are left out.
    expect(commentFields({ body: 'Hi', anchor: '', parentId: '' }, false)).toEqual({ body: 'Hi' });
  });

  it("lets files go without text, then reads 'File attachment'; without files text is required", () => {
    expect(commentFields({}, true).body).toBe(FILE_ONLY_COMMENT);
    expect(commentFields({ body: '   ' }, true).body).toBe(FILE_ONLY_COMMENT);
    const empty = refusal(() => commentFields({ body: '  ' }, false));
    expect(empty).toMatchObject({ code: 'validation_failed', message: reviewMessages.commentRequired });
  });

  it('refuses what the JSON contract refuses, with its words', () => {
    const long = refusal(() => commentFields({ body: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1) }, true));
    expect(long.message).toBe(reviewMessages.commentTooLong);
    expect(refusal(() => commentFields({ body: 'x', anchor: '{not json' }, true)).fields).toHaveProperty(
      'anchor',
    );
    expect(
      refusal(() => commentFields({ body: 'x', anchor: JSON.stringify({ kind: 'point', x: 2 }) }, true)).code,
    ).toBe('validation_failed');
    expect(refusal(() => commentFields({ body: 'x', parentId: 'not-an-id' }, true)).fields).toHaveProperty(
      'parentId',
    );
  });
});

describe('the comment form', () => {
  const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

  it('sends text, files or both, never neither', () => {
    expect(commentFormSchema.safeParse({ body: ' Hi ', files: [] }).data).toEqual({ body: 'Hi', files: [] });
    const alone = commentFormSchema.safeParse({ body: '  ', files: [file('a.pdf')] });
    expect(alone.success).toBe(true);
    expect(alone.data?.body).toBe('');
    const neither = commentFormSchema.safeParse({ body: '  ', files: [] });
    expect(neither.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['body', reviewMessages.commentRequired],
    ]);
  });

  it("names the contract's limits: the text's length, the files' count", () => {
    const long = commentFormSchema.safeParse({ body: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1), files: [] });
    expect(long.error?.issues[0]?.message).toBe(reviewMessages.commentTooLong);
    const many = Array.from({ length: TASK_ATTACHMENTS_PER_COMMENT + 1 }, (_, i) => file(`${i}.pdf`));
    const tooMany = commentFormSchema.safeParse({ body: '', files: many });
    expect(tooMany.error?.issues[0]?.message).toBe(taskMessages.tooManyFiles);
  });
});
