/** What the server answers for an uploaded test pair (contract `admin-problem-test-files-post`). */
export interface UploadedTest {
  n: number;
  input_name: string;
  output_name: string;
}

class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends an input and output file as multipart through XMLHttpRequest, the one browser API that reports
 * upload progress; `onProgress` gets the fraction sent (0 to 1).
 */
export function uploadTestFile(
  problemId: number,
  files: { input: File; output: File; isSample: boolean },
  onProgress: (fraction: number) => void,
): Promise<UploadedTest> {
  const form = new FormData();
  form.append('input', files.input, files.input.name);
  form.append('output', files.output, files.output.name);
  form.append('is_sample', String(files.isSample));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/latest/problems/${problemId}/test_files/`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as UploadedTest);
        return;
      }
      const message =
        (body as { error?: { message?: string } } | null)?.error?.message ??
        `The upload failed (HTTP ${request.status}).`;
      reject(new UploadError(message, request.status));
    };
    request.onerror = () => reject(new UploadError('The upload did not reach the server. Try again.', 0));
    request.send(form);
  });
}
