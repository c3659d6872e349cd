import type { QueryParams } from './api-client';
import { ApiError, parseJson, toApiError } from './api-error';
import { currentLanguage, t } from './i18n/i18n';
import { API_BASE_URL } from './server-url';
import { readStorage, storageKeys } from './storage-keys';
import { handleUnauthorized } from './unauthorized';

/** The file name a Content-Disposition header gives, if any. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? null;
}

/**
 * Downloads a file the server builds (CSV exports) with the stored token, and saves it under the
 * server's file name. A refusal throws the same ApiError every other call throws.
 */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const token = readStorage(storageKeys.token);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}${params.size > 0 ? `?${params}` : ''}`, {
      // A file the server writes in words (a PDF report) is written in the reader's language.
      headers: {
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', t('auth.networkError'));
  }
  if (!response.ok) {
    if (response.status === 401 && token) handleUnauthorized({ method: 'GET', path });
    throw toApiError(response.status, parseJson(await response.text()).value);
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return { name, size: blob.size };
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
