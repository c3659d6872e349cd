import { randomUUID } from 'node:crypto';

/**
 * A multipart/form-data body as a browser sends it: the fields, then one file. The name is sent
 * exactly as given (a path in it included), as a client might.
 */
export function multipartBody(
  file: { name: string; bytes: Uint8Array; type?: string; field?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----cmms${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
