import { logoTypeOfExtension, logoTypes } from '../../shared/domain/logo-images';
import type { AcceptedType } from './store-upload';
import { looksLikeSvg, svgSafetyCheck } from './svg-image';

/**
 * The one rule for every logo upload (a client's, the agency's), as `storeUpload`'s `accept`: JPG and PNG
 * by their magic numbers; SVG by its XML text, kept only when the whole file proves free of script, links
 * and embedded content (`svg-image.ts`), else refused with a message naming what it holds.
 */
export function acceptLogoImage(
  sniffedMime: string | undefined,
  _fileName: string | undefined,
  head: Buffer,
): AcceptedType | undefined {
  const raster = logoTypes.find((type) => type.ext !== 'svg' && type.mime === sniffedMime);
  if (raster) return raster;
  const svg = logoTypeOfExtension('svg');
  if (svg && (sniffedMime === undefined || sniffedMime === 'application/xml') && looksLikeSvg(head)) {
    return { ...svg, inspect: svgSafetyCheck };
  }
  return undefined;
}
