import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { uploadUrl as fileUrl } from '@/lib/upload-url';
import { uploadFiles } from '../uploads';

/** A stand-in XMLHttpRequest recording what is sent and answering what the test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  FakeXhr.last = null;
});

const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];

describe('uploadFiles (POST /api/uploads/uploadFiles)', () => {
  it('sends every file in the multipart field "files" with the session token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSession({
      id: 1,
      name: 'Ana',
      email: 'ana@x.com',
      type: 'admin',
      isAdmin: true,
      isActive: true,
      companyId: null,
      roleId: null,
      role: null,
      canDeleteItself: false,
      dtRegister: '2026-01-01T00:00:00.000Z',
      dtUpdate: '2026-01-01T00:00:00.000Z',
      token: 'jwt-1',
    });
    const onProgress = vi.fn();
    const promise = uploadFiles(files, onProgress);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads/uploadFiles');
    expect(xhr.headers.Authorization).toBe('Bearer jwt-1');
    expect(xhr.body?.getAll('files').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg']);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(onProgress).toHaveBeenLastCalledWith(25);
    xhr.answer(200, { paths: ['1.png', '2.jpg'] });
    await expect(promise).resolves.toEqual(['1.png', '2.jpg']);
  });

  it("rejects with the server's error body as an ApiError", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const promise = uploadFiles(files, vi.fn());
    FakeXhr.last!.answer(413, {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Arquivo muito grande. O limite é 5 MB.',
      additionalData: null,
    });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Arquivo muito grande. O limite é 5 MB.');
    expect((error as ApiError).statusCode).toBe(413);
  });

  it("rejects with 'Erro de conexão!' on a network failure", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const promise = uploadFiles(files, vi.fn());
    FakeXhr.last!.onerror?.();
    await expect(promise).rejects.toMatchObject({ message: 'Erro de conexão!' });
  });

  it('turns stored names into file URLs', () => {
    expect(fileUrl('3f2a.png')).toBe('/api/uploads/files/3f2a.png');
    expect(fileUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(fileUrl('/api/uploads/files/x.png')).toBe('/api/uploads/files/x.png');
  });
});
