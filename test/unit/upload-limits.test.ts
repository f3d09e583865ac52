import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { declaredFileBytes } from '../../src/server/http/upload-pipeline';
import { describeBytes } from '../../src/server/storage/describe-bytes';
import { exceedsQuota, roomLeft } from '../../src/server/storage/quota';
import { taskCommentUpload } from '../../src/shared/domain/uploads';

const MiB = 1024 * 1024;

describe('quota arithmetic', () => {
  it('lets files reach the quota exactly and refuses one byte past it', () => {
    expect(exceedsQuota(4 * MiB, MiB, 5 * MiB)).toBe(false);
    expect(exceedsQuota(4 * MiB, MiB + 1, 5 * MiB)).toBe(true);
    expect(exceedsQuota(5 * MiB, 0, 5 * MiB)).toBe(false);
  });

  it('leaves no room, never a negative one, when a lowered quota is already passed', () => {
    expect(roomLeft(3 * MiB, 5 * MiB)).toBe(2 * MiB);
    expect(roomLeft(7 * MiB, 5 * MiB)).toBe(0);
  });

  it('names limits as users read them', () => {
    expect(describeBytes(5 * 1024 * MiB)).toBe('5 GB');
    expect(describeBytes(1536 * MiB)).toBe('1.5 GB');
    expect(describeBytes(200 * MiB)).toBe('200 MB');
    expect(describeBytes(MiB)).toBe('1 MB');
  });
});

describe('declaredFileBytes', () => {
  // A comment: one text field of 64 KB, up to 10 files of 50 MB.
  const limits = taskCommentUpload;
  const request = (length?: string) =>
    new Request('http://portal.test/', {
      method: 'POST',
      headers: length ? { 'content-length': length } : {},
    });

  it('takes the text field and part headers off a declared length, so files that fit are never refused', () => {
    const framing = 64 * 1024 + 10 * 4 * 1024;
    expect(declaredFileBytes(request(String(MiB)), limits)).toEqual({ least: MiB - framing, most: MiB });
    expect(declaredFileBytes(request('100'), limits)).toEqual({ least: 0, most: 100 });
  });

  it('bounds an undeclared or malformed length by what the request may carry at most', () => {
    expect(declaredFileBytes(request(), limits)).toEqual({ least: 0, most: 500 * MiB });
    expect(declaredFileBytes(request('12abc'), limits)).toEqual({ least: 0, most: 500 * MiB });
  });
});

describe('upload settings', () => {
  it('default to a 5 GB quota, a 1 GB free-space reserve and 100 files or 1 GB per user per 10 minutes', () => {
    expect(loadConfig({}).uploads).toEqual({
      clientQuotaBytes: 5 * 1024 * MiB,
      freeSpaceReserveBytes: 1024 * MiB,
      perUser: { maxBytes: 1024 * MiB, maxFiles: 100, windowSeconds: 600 },
    });
  });

  it('refuses a value that is not a whole number of MB, naming the variable', () => {
    expect(() => loadConfig({ CLIENT_STORAGE_QUOTA_MB: '0.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ USER_UPLOAD_FILES_PER_10_MINUTES: '0' })).toThrow(
      /USER_UPLOAD_FILES_PER_10_MINUTES/,
    );
  });
});
