import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, showContactToast, showToast, ToastArea } from './Toast.js';
import { contactToastOptions, shellToastOptions, toastDefaults } from './toastOptions.js';

describe('toast options', () => {
  it('match the library defaults of behaviour §9', () => {
    expect(toastDefaults).toEqual({ position: 'top-right', autoClose: 5000, draggablePercent: 80 });
  });

  it('limit the shell to one toast, closed by a click, with no progress bar', () => {
    expect(shellToastOptions).toMatchObject({
      limit: 1,
      closeOnClick: true,
      hideProgressBar: true,
    });
  });

  it('keep contact toasts top-centre for 35,000,000 ms', () => {
    expect(contactToastOptions).toEqual({ position: 'top-center', autoClose: 35_000_000 });
  });
});

describe('ToastArea', () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it('shows a toast of the requested kind', async () => {
    render(<ToastArea />);
    act(() => {
      showToast('Enregistré', 'success');
    });
    const toast = await screen.findByText('Enregistré');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
  });

  it('puts contact toasts at the top centre', async () => {
    render(<ToastArea />);
    act(() => {
      showContactToast('Merci', 'success');
    });
    const toast = await screen.findByText('Merci');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
  });

  it('shows one shell toast at a time: the next waits until the first is closed (behaviour §9: limit 1)', async () => {
    render(<ToastArea />);
    act(() => {
      showToast('Article ajouté', 'success');
      showToast('Note enregistrée', 'info');
    });
    await screen.findByText('Article ajouté');
    expect(screen.queryByText('Note enregistrée')).toBeNull();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
  });
});
