/**
 * Where an S3-compatible store keeps files, as FILE_STORE_URL (and `caretaker files migrate
 * --to`) name it:
 *
 *   s3://<bucket>[/<prefix>]?region=<region>&endpoint=<url>&force_path_style=true
 *
 * - `region`: the bucket's region; default AWS_REGION, else `us-east-1`.
 * - `endpoint`: the S3 API's URL for a provider other than AWS (MinIO, Ceph, Hetzner,
 *   Wasabi …), e.g. `https://fsn1.your-objectstorage.com`; default AWS's own.
 * - `force_path_style`: `true` addresses the bucket in the path (`<endpoint>/<bucket>/…`)
 *   rather than as a host name, which most self-hosted servers need; default `false`.
 * - a path after the bucket is a prefix every key is stored under (a bucket shared with
 *   other data).
 *
 * Credentials never go in the URL: they come from AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY
 * and AWS_SESSION_TOKEN, or else the SDK's usual sources (shared config, an instance role).
 */
export interface S3Location {
  bucket: string;
  /** Without slashes at either end; '' for none. */
  prefix: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
}

export class S3LocationError extends Error {}

const PARAMETERS = new Set(['region', 'endpoint', 'force_path_style']);

/** Reads an `s3://` URL; `defaultRegion` is AWS_REGION's value, if set. */
export function parseS3Location(raw: string, defaultRegion?: string): S3Location {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new S3LocationError(`"${raw}" is not a URL; use s3://bucket?region=…&endpoint=…`);
  }
  if (url.protocol !== 's3:') throw new S3LocationError(`"${raw}" must start with s3://`);
  if (url.username !== '' || url.password !== '') {
    throw new S3LocationError(
      'Put no credentials in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN if you have one).',
    );
  }
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new S3LocationError(
      `"${bucket}" is not a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, e.g. s3://caretaker-files`,
    );
  }
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && !/^[\w.-]+(?:\/[\w.-]+)*$/.test(prefix)) {
    throw new S3LocationError(`"${prefix}" is not a key prefix: letters, digits, dots, hyphens and slashes`);
  }
  for (const name of url.searchParams.keys()) {
    if (!PARAMETERS.has(name)) {
      throw new S3LocationError(`Unknown parameter "${name}"; use region, endpoint and force_path_style`);
    }
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new S3LocationError(`endpoint must be an http(s) URL, e.g. https://s3.example.com, got "${endpoint}"`);
    }
  }
  const pathStyle = url.searchParams.get('force_path_style') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new S3LocationError(`force_path_style must be true or false, got "${pathStyle}"`);
  }
  const region =
    url.searchParams.get('region') ??
    (defaultRegion !== undefined && defaultRegion !== '' ? defaultRegion : 'us-east-1');
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new S3LocationError(`"${region}" is not a region, e.g. eu-central-1`);
  return { bucket, prefix, region, endpoint, forcePathStyle: pathStyle === 'true' };
}

/** The location as a URL again, for messages (it holds no secrets). */
export function describeS3Location(location: S3Location): string {
  const path = location.prefix === '' ? '' : `/${location.prefix}`;
  return `s3://${location.bucket}${path}`;
}
