import { FEATURES } from '@photostudy/contracts';
import { clearToasts } from '@photostudy/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderWithProviders } from '../../testing/renderApp';
import { SettingsPage } from './SettingsPage';
import { settingsState, WIRE_PRIVACY } from './settingsTestData';

const LOAD = { timeout: 5000 };
const MB = 1024 * 1024;

/** The size the next chosen picture decodes to (jsdom decodes no images). */
const picture = vi.hoisted(() => ({ width: 800, height: 600, isBroken: false }));

vi.mock('../../components/cropImage', () => ({
  loadImage: () =>
    picture.isBroken
      ? Promise.reject(new Error('broken'))
      : Promise.resolve({ naturalWidth: picture.width, naturalHeight: picture.height }),
}));

// The cropper's canvas work cannot run in jsdom: a stand-in hands back a square JPEG, as the real one does.
vi.mock('../../components/ImageCropperModal', () => ({
  ImageCropperModal: ({ src, output, onCropped }: { src: string | null; output: { kind: string }; onCropped: (blob: Blob) => void }) =>
    src ? (
      <div role="dialog" aria-label="Edit your photo">
        <span>{output.kind}</span>
        <button type="button" onClick={() => onCropped(new Blob(['jpeg'], { type: 'image/jpeg' }))}>
          Crop
        </button>
      </div>
    ) : null,
}));

type FetchMock = ReturnType<typeof mockApi>['fetchMock'];

function avatarCalls(fetchMock: FetchMock) {
  return fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/avatar-updates'));
}

function setUp(upload: MockAnswer = { body: { url: '/api/avatars/7?v=2' } }) {
  const { fetchMock } = mockApi({
    'GET /api/privacy-settings': { body: WIRE_PRIVACY },
    'POST /api/avatar-updates': upload,
  });
  renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState([FEATURES.STEM_SUBJECT]) });
  return { fetchMock, input: screen.getByTestId('avatar-input') };
}

describe('changing the photo', () => {
  beforeEach(() => {
    Object.assign(picture, { width: 800, height: 600, isBroken: false });
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it("refuses other types, files over 10 MB and pictures under 40 px with the spec's messages, before any upload", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetchMock, input } = setUp();
    await user.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your file type is not supported...');
    const big = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * MB + 1 });
    await user.upload(input, big);
    expect(
      await screen.findByText('The attached file size is too large and cannot be uploaded. Maximum file size 10MB.'),
    ).toBeInTheDocument();
    picture.width = 39;
    await user.upload(input, new File(['png'], 'tiny.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is too small. It must be at least 40 x 40 pixels.')).toBeInTheDocument();
    picture.isBroken = true;
    await user.upload(input, new File(['png'], 'broken.png', { type: 'image/png' }));
    expect(await screen.findByText('This image cannot be opened.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(avatarCalls(fetchMock)).toHaveLength(0);
  });

  it('crops a chosen picture square, uploads it as `image` and refetches the status for the header', async () => {
    const user = userEvent.setup();
    const { fetchMock, input } = setUp();
    await user.upload(input, new File(['jpeg'], 'me.jpeg', { type: 'image/jpeg' }));
    const cropper = await screen.findByRole('dialog', { name: 'Edit your photo' }, LOAD);
    expect(cropper).toHaveTextContent('square');
    await user.click(screen.getByRole('button', { name: 'Crop' }));
    expect(await screen.findByText('Your new photo is saved.', {}, LOAD)).toBeInTheDocument();
    const [call] = avatarCalls(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
    const form = call?.[1]?.body as FormData;
    const image = form.get('image') as File;
    expect(image.type).toBe('image/jpeg');
    expect(image.name).toBe('avatar.jpg');
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/status-updates'))).toBe(true));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture');
  });

  it('toasts a refused upload with the server message', async () => {
    const user = userEvent.setup();
    const { input } = setUp({ status: 400, body: { code: 'IMAGE_TOO_SMALL', message: 'The image must be at least 40 x 40 pixels.' } });
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Crop' }, LOAD));
    expect(await screen.findByText('The image must be at least 40 x 40 pixels.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeEnabled();
  });
});
