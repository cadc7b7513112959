import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormEngine } from '../form-engine';
import type { TFormField } from '../types';
import { imageFileErrors, partitionImageFiles } from '../uploads';
import { makeFormServices, renderForm } from './test-helpers';
import { ApiError } from '@/lib/api-client';
import { imageFile } from '@/testing/data-generators';

const png = (name = 'foto.png', size = 10) => imageFile(name, size);

const drop = (zone: HTMLElement, files: File[]) => fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});

describe('image file checks', () => {
  it('accepts jpg, jpeg and png only, not empty, within the size limit', () => {
    expect(imageFileErrors(png())).toEqual([]);
    expect(imageFileErrors(new File(['x'], 'a.JPEG', { type: 'image/jpeg' }))).toEqual([]);
    expect(imageFileErrors(new File(['x'], 'a.gif', { type: 'image/gif' }))).toEqual([
      'Tipo de arquivo não suportado. Envie imagens jpg, jpeg ou png.',
    ]);
    expect(imageFileErrors(new File(['x'], 'disfarce.png', { type: 'application/pdf' }))).toHaveLength(1);
    expect(imageFileErrors(new File([], 'vazio.png', { type: 'image/png' }))).toEqual(['Arquivo vazio.']);
    expect(imageFileErrors(png('grande.png', 2048), 1024)).toEqual(['Arquivo muito grande. O limite é 1 KB.']);
  });

  it('keeps one file for a single picker and rejects the others', () => {
    const result = partitionImageFiles([png('a.png'), png('b.png')], { multiple: false });
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(result.rejected).toEqual([{ name: 'b.png', errors: ['Envie apenas um arquivo.'] }]);
  });
});

describe('photo field', () => {
  const fields: TFormField[] = [{ property: 'icon', type: 'photo', label: 'Ícone', imageSize: { width: 24, height: 24 }, maxFileBytes: 1024 }];

  it('shows the suggested size and lists each rejected file with its errors in the drop zone', async () => {
    renderForm(<FormEngine fields={fields} onSave={vi.fn()} />);
    expect(screen.getByText('Tamanho sugerido: 24x24 px')).toBeInTheDocument();
    const zone = screen.getByRole('group', { name: 'Área de envio de Ícone' });
    drop(zone, [new File(['x'], 'documento.gif', { type: 'image/gif' }), png('enorme.png', 4096)]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Arquivos recusados')).toBeInTheDocument();
    expect(alert).toHaveTextContent('documento.gif: Tipo de arquivo não suportado. Envie imagens jpg, jpeg ou png.');
    expect(alert).toHaveTextContent('enorme.png: Arquivo muito grande. O limite é 1 KB.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('checks the bytes, not the name: a text file named .png is refused in the drop zone, by name, with no preview', async () => {
    const { user } = renderForm(<FormEngine fields={fields} onSave={vi.fn()} />);
    const input = screen.getByLabelText('Ícone', { selector: 'input' });
    await user.upload(input, new File(['isto é um texto, não uma imagem'], 'disfarce.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('disfarce.png: O conteúdo do arquivo não é uma imagem jpg ou png');
    expect(screen.queryByRole('img', { name: 'Pré-visualização de Ícone' })).not.toBeInTheDocument();
    // a real image picked next is taken
    await user.upload(input, png('real.png'));
    expect(await screen.findByRole('img', { name: 'Pré-visualização de Ícone' })).toBeInTheDocument();
  });

  it('previews the picked file, replaces it with the next one, uploads it before saving', async () => {
    const services = makeFormServices();
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} onSave={onSave} />, { services });
    const input = screen.getByLabelText('Ícone', { selector: 'input' });
    await user.upload(input, png('primeira.png'));
    expect(await screen.findByRole('img', { name: 'Pré-visualização de Ícone' })).toHaveAttribute('src', 'blob:preview-1');
    await user.upload(input, png('segunda.png'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Pré-visualização de Ícone' })).toHaveAttribute('src', 'blob:preview-2'));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ icon: 'stored-1.png' }, expect.anything()));
    const [uploaded] = services.uploadFiles.mock.calls[0]!;
    expect(uploaded.map((f: File) => f.name)).toEqual(['segunda.png']);
    expect(services.uploadFiles.mock.invocationCallOrder[0]).toBeLessThan(onSave.mock.invocationCallOrder[0]!);
  });

  it('shows a stored image from the files URL and can remove it', async () => {
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} id={2} record={{ id: 2, icon: 'abc.png' }} onSave={onSave} />);
    expect(screen.getByRole('img', { name: 'Pré-visualização de Ícone' })).toHaveAttribute('src', '/api/uploads/files/abc.png');
    await user.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ id: 2, icon: null }, expect.anything()));
  });

  it('shows upload progress while the files go up', async () => {
    let finish: (paths: string[]) => void = () => {};
    const services = makeFormServices({
      uploadFiles: vi.fn(async (_files: File[], onProgress: (p: number) => void) => {
        onProgress(40);
        return new Promise<string[]>((resolve) => {
          finish = resolve;
        });
      }),
    });
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} onSave={onSave} />, { services });
    await user.upload(screen.getByLabelText('Ícone', { selector: 'input' }), png());
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Enviando arquivos… 40%')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    finish(['x.png']);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ icon: 'x.png' }, expect.anything()));
    await waitFor(() => expect(screen.queryByText(/Enviando arquivos/)).not.toBeInTheDocument());
  });
});

describe('refused uploads', () => {
  const fields: TFormField[] = [
    { property: 'logo', type: 'photo', label: 'Logo' },
    { property: 'photo', type: 'photo', label: 'Foto' },
    { property: 'name', type: 'string', label: 'Nome' },
  ];
  const refuse = (body: { statusCode: number; error: string; message: string; additionalData: Record<string, unknown> | null }) =>
    makeFormServices({ uploadFiles: vi.fn(async () => Promise.reject(new ApiError(body))) });

  it('shows the answer (here 403, company not approved) under each field whose file was sent and in the dialog, and saves nothing', async () => {
    const message = 'O envio de arquivos fica disponível depois que a sua empresa for aprovada.';
    const services = refuse({ statusCode: 403, error: 'Forbidden', message, additionalData: null });
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={fields} record={{ photo: 'antiga.png' }} onSave={onSave} />, { services });
    await user.upload(screen.getByLabelText('Logo', { selector: 'input' }), png('logo.png'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(services.showError).toHaveBeenCalledWith(message));
    const logo = screen.getByRole('group', { name: 'Logo' });
    expect(within(logo).getByText(message)).toBeInTheDocument();
    // the photo field had no new file: no message there
    expect(within(screen.getByRole('group', { name: 'Foto' })).queryByText(message)).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts a refusal naming a file (415) on that file's field only, with the file name", async () => {
    const message = 'Tipo de arquivo não suportado. Envie imagens jpg, jpeg ou png.';
    const services = refuse({ statusCode: 415, error: 'Unsupported Media Type', message, additionalData: { 'falsa.png': message } });
    const { user } = renderForm(<FormEngine fields={fields} onSave={vi.fn()} />, { services });
    await user.upload(screen.getByLabelText('Logo', { selector: 'input' }), png('boa.png'));
    await user.upload(screen.getByLabelText('Foto', { selector: 'input' }), png('falsa.png'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(services.showError).toHaveBeenCalledWith(message));
    expect(within(screen.getByRole('group', { name: 'Foto' })).getByText(`falsa.png: ${message}`)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Logo' })).queryByText(/falsa\.png/)).not.toBeInTheDocument();
  });

  it('shows the quota (413) and rate (429) messages as the server words them', async () => {
    for (const body of [
      {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Limite de envio de arquivos atingido: até 100 MB a cada 24 horas. Tente novamente mais tarde.',
        additionalData: null,
      },
      {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Muitos envios de arquivos. Tente novamente em 42 segundos.',
        additionalData: { retryAfter: 42 },
      },
    ]) {
      const services = refuse(body);
      const { user, unmount } = renderForm(<FormEngine fields={fields} onSave={vi.fn()} />, { services });
      await user.upload(screen.getByLabelText('Logo', { selector: 'input' }), png('logo.png'));
      await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
      await waitFor(() => expect(services.showError).toHaveBeenCalledWith(body.message));
      expect(within(screen.getByRole('group', { name: 'Logo' })).getByText(body.message)).toBeInTheDocument();
      unmount();
    }
  });
});

describe('gallery field', () => {
  it('shows 4 images per row and adds the dropped ones', async () => {
    const fields: TFormField[] = [{ property: 'images', type: 'gallery', label: 'Galeria' }];
    const onSave = vi.fn();
    renderForm(<FormEngine fields={fields} record={{ images: ['a.png', 'b.png'] }} onSave={onSave} />);
    const list = screen.getAllByRole('list')[0]!;
    expect(list).toHaveStyle({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' });
    drop(screen.getByRole('group', { name: 'Área de envio de Galeria' }), [png('c.png'), png('d.jpg')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ images: ['a.png', 'b.png', 'stored-1.png', 'stored-2.png'] }, expect.anything()));
  });
});
