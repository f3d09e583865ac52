const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A limit as users read it: '5 GB', '1.5 GB', '200 MB' (binary units, as the settings are given). */
export function describeBytes(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}
